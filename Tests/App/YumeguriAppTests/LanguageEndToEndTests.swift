import Foundation
import TestSupport
import Testing

/// Issue 32: the language is chosen once, as every command-line tool chooses it (`--lang`, else the
/// config's `lang`, else the first of LC_ALL, LC_MESSAGES, LANG), and the app speaks only it: the
/// tab bar, the status bar, the help and the quit question.
@Suite(.serialized, .timeLimit(.minutes(5))) struct LanguageEndToEndTests {
    static func environment(messages: String?, lang: String? = nil, configHome: URL? = nil) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { environment[name] = nil }
        environment["LC_MESSAGES"] = messages
        environment["LANG"] = lang
        environment["XDG_CONFIG_HOME"] = configHome?.path
        return environment
    }

    func writeConfig(_ text: String, in home: URL) throws {
        let folder = home.appendingPathComponent("yumeguri")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("config.toml"))
    }

    /// `open` with a route that does not exist: its error is a message of the language in force.
    func openError(_ arguments: [String], environment: [String: String]) throws -> String {
        let result = try Spawn.run([TmuxSession.binary] + arguments + ["open", "nope"], environment: environment)
        #expect(result.status != 0)
        return result.error
    }

    @Test func theFlagBeatsTheConfigWhichBeatsTheLocale() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-lang-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let english = "unknown route 'nope'"
        let japanese = "「nope」という行き先はありません"
        // The locale alone: LC_MESSAGES, else LANG.
        #expect(try openError([], environment: Self.environment(messages: "en_US.UTF-8", configHome: home)).contains(english))
        #expect(try openError([], environment: Self.environment(messages: nil, lang: "ja_JP.UTF-8", configHome: home)).contains(japanese))
        // The config's lang over the locale.
        try writeConfig("lang = \"ja\"\n", in: home)
        let configJapanese = try openError([], environment: Self.environment(messages: "en_US.UTF-8", lang: "en_US.UTF-8", configHome: home))
        #expect(configJapanese.contains(japanese) && !configJapanese.contains(english), "\(configJapanese)")
        // --lang over both, before or after the command.
        let flagEnglish = try openError(["--lang", "en"], environment: Self.environment(messages: nil, lang: "ja_JP.UTF-8", configHome: home))
        #expect(flagEnglish.contains(english) && !flagEnglish.contains(japanese), "\(flagEnglish)")
        let after = try Spawn.run([TmuxSession.binary, "open", "nope", "--lang=en"],
                                  environment: Self.environment(messages: "ja_JP.UTF-8", configHome: home))
        #expect(after.error.contains(english), "\(after.error)")
        // `config default` writes lang out in the language chosen.
        let printed = try Spawn.run([TmuxSession.binary, "--lang", "en", "config", "default"], environment: Self.environment(messages: "ja_JP.UTF-8"))
        #expect(printed.status == 0 && printed.output.contains("# lang = \"ja\"") && printed.output.contains("# Language: \"ja\" or \"en\""))
        // A bad lang in the config is an error that says where, in the language the locale gives.
        try writeConfig("lang = \"fr\"\n", in: home)
        let checked = try Spawn.run([TmuxSession.binary, "config", "check"], environment: Self.environment(messages: "en_GB.UTF-8", configHome: home))
        #expect(checked.status != 0)
        #expect((checked.output + checked.error).contains("config.toml:1:1: lang must be \"ja\" or \"en\", not \"fr\""), "\(checked.output)\(checked.error)")
    }

    /// The lines the shell draws: the tab bar's labels (the breadcrumb after them is the screen's
    /// title), the status bar, and the help's global section (the screen's own keys are its
    /// module's).
    static func rows(_ screen: String) -> (tabs: String, bar: String) {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let tabs = lines.first.map { $0.components(separatedBy: "   ").first ?? $0 } ?? ""
        return (tabs, lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "")
    }

    static func hasKana(_ text: String) -> Bool { text.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) } }

    /// The app in English at 80×24: the tab bar, the status bar's global keys, `?` help's global
    /// section and the quit question speak English alone.
    @Test func theAppInEnglish() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 80, height: 24, messages: "en_US.UTF-8")
        try tmux.launch()
        let first = try tmux.waitFor(all: ["1 Search", "3 Favourites", "5 Account", "? help", "q quit"])
        let (tabs, bar) = Self.rows(first)
        #expect(tabs.contains("1 Search  2 Map  3 Favourites  4 Tickets  5 Account") && !Self.hasKana(tabs), "\(tabs)")
        #expect(bar.hasSuffix("? help  q quit"), "\(bar)")
        try tmux.keys("?")
        try tmux.waitFor(all: ["─ Help ─", "This screen — ", "j/k PgDn: scroll · /: filter · a: About · Esc: close"], none: ["ヘルプ"])
        try tmux.keys("G")
        let help = try tmux.waitFor(all: ["Everywhere", "Favourites tab", "quit now", "suspend (fg resumes)"],
                                    none: ["全体", "すぐ終了", "一時停止"])
        #expect(help.contains("more lines above"), "\(help)")
        try tmux.keys("Escape")
        try tmux.waitFor("the help closed") { !$0.contains("Everywhere") }
        try tmux.keys("q")
        let asked = try tmux.waitFor(all: ["Quit yumeguri? (y/n)"], none: ["終了しますか"])
        #expect(Self.rows(asked).bar.trimmingCharacters(in: .whitespaces) == "Quit yumeguri? (y/n)")
        try tmux.keys("y")
        try tmux.waitFor(text: "EXIT=0")
    }

    /// `--lang ja` under an English locale: Japanese alone.
    @Test func theFlagTurnsAnEnglishLocaleJapanese() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 80, height: 24, messages: "en_US.UTF-8")
        try tmux.launch("--lang ja")
        let first = try tmux.waitFor(all: ["1 検索", "3 お気に入り", "? ヘルプ", "q 終了"], none: ["Favourites", "? help"])
        #expect(Self.rows(first).tabs.contains("1 検索  2 地図  3 お気に入り  4 チケット  5 アカウント"), "\(first)")
        try tmux.keys("?")
        try tmux.keys("G")
        try tmux.waitFor(all: ["全体", "すぐ終了", "お気に入りタブ"], none: ["Everywhere", "quit now", "Favourites tab"])
        try tmux.keys("Escape")
        try tmux.waitFor("the help closed") { !$0.contains("全体") }
        try tmux.keys("q")
        try tmux.waitFor(all: ["終了しますか? (y/n)"], none: ["Quit"])
        try tmux.keys("y")
        try tmux.waitFor(text: "EXIT=0")
    }

    /// The config file's `lang` starts the app (the TUI, not only a command) in that language.
    @Test func theConfigsLangStartsTheAppInIt() throws {
        let tmux = try TmuxSession()
        let folder = tmux.dataDirectory.appendingPathComponent(".config/yumeguri")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("lang = \"en\"\n".utf8).write(to: folder.appendingPathComponent("config.toml"))
        try tmux.startShell(width: 80, height: 24, messages: "ja_JP.UTF-8")
        try tmux.launch()
        try tmux.waitFor(all: ["1 Search", "? help", "q quit"], none: ["1 検索", "? ヘルプ"])
        try tmux.keys("q")
        try tmux.waitFor(text: "Quit yumeguri? (y/n)")
        try tmux.keys("y")
        try tmux.waitFor(text: "EXIT=0")
    }
}
