import Foundation
import TestSupport
import Testing

/// The config file as a user meets it: keys they rebound act and show in the status bar and help;
/// a file with a mistake stops the app before it takes the terminal, saying what and where.
@Suite(.serialized, .timeLimit(.minutes(5))) struct ConfigEndToEndTests {
    /// The shell's HOME is the session's data directory, so the config lives under it.
    func writeConfig(_ text: String, for tmux: TmuxSession) throws -> URL {
        let folder = tmux.dataDirectory.appendingPathComponent(".config/yumeguri")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config.toml")
        try Data(text.utf8).write(to: file)
        return file
    }

    /// `config default` promises that uncommenting a line changes that one setting: every line of it,
    /// uncommented at once, is a valid file with the app's real key tables (a long value such as
    /// `filter.field.edit.start = ["Home", "Ctrl-A"]` used to be cut at its column).
    @Test func everyLineOfTheDefaultConfigUncommentedIsValid() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = Spawn.japaneseEnvironment
        environment["XDG_CONFIG_HOME"] = home.path
        let printed = try Spawn.run([TmuxSession.binary, "config", "default"], environment: environment)
        try #require(printed.status == 0, "\(printed.error)")
        // Each setting line loses its leading "# " and keeps its summary as a TOML comment.
        let uncommented = printed.output.split(separator: "\n").compactMap { line -> String? in
            if let table = line.wholeMatch(of: /# (\[keys\.\w+\])/) { return String(table.output.1) }
            return line.wholeMatch(of: /# ([A-Za-z][A-Za-z0-9.]* = .*)/).map { String($0.output.1) }
        }
        #expect(uncommented.count > 250, "\(uncommented.count) settings")
        let folder = home.appendingPathComponent("yumeguri")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(uncommented.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("config.toml"))
        let checked = try Spawn.run([TmuxSession.binary, "config", "check"], environment: environment)
        #expect(checked.status == 0, "\(checked.output)\(checked.error)")
    }

    @Test func aReboundKeyActsAndIsWhatHelpAndTheStatusBarShow() throws {
        let tmux = try TmuxSession()
        _ = try writeConfig("theme = \"light\"\n[keys.search]\ntoggleFavorite = \"*\"\n", for: tmux)
        try tmux.startShell()
        try tmux.launch()
        // The status bar names the rebound key, and no longer the default one.
        try tmux.waitForCatalogLoaded(with: ["白浜温泉", "* お気に入り切替"], none: ["f お気に入り切替"])
        try tmux.keys("f")
        try tmux.keys("*")
        try tmux.waitFor("the first row marked ★") { $0.contains("★白浜温泉") }
        try tmux.keys("?")
        // Wait for the line itself: a capture can land while the overlay is still being written.
        try tmux.waitFor("the help listing the rebound key") { text in
            text.contains("全体")
                && text.split(separator: "\n").contains { $0.contains("*") && $0.contains("お気に入り切替") }
        }
        try tmux.keys("Escape")
        try tmux.quit()
    }

    /// Texts that name a key name the user's: another screen's (the favourites' empty page names
    /// Search's favourite key), the screen's own (its visit log), and the global back that quits on a
    /// tab root, which was `q` whatever the table said.
    @Test func textsNameTheReboundKeysAndTheReboundBackQuits() throws {
        let tmux = try TmuxSession()
        _ = try writeConfig("""
            [keys.global]
            back = ["Esc", "x"]
            [keys.search]
            toggleFavorite = "*"
            [keys.favorites]
            showVisits = "V"
            showRallies = "W"
            """, for: tmux)
        try tmux.startShell()
        try tmux.launch()
        try tmux.waitFor(text: "白浜温泉")
        try tmux.keys("3")
        try tmux.waitFor(all: ["検索 (1) で *、詳細画面で f を押すと", "V: 湯めぐり記録 · W: 湯めぐり帳", "x 終了"],
                         none: ["q 終了", "v: 湯めぐり記録"])
        // Esc on a tab root says how to quit; q no longer quits; x asks.
        try tmux.keys("Escape")
        try tmux.waitFor(text: "x で終了します")
        try tmux.keys("q")
        try tmux.keys("W")
        try tmux.waitFor(text: "湯めぐり帳 14件")
        #expect(try !tmux.screen().contains("終了しますか"), "q asked to quit")
        try tmux.keys("x")
        try tmux.waitFor(all: ["お気に入りはまだありません"], none: ["湯めぐり帳 14件"])
        try tmux.keys("x")
        try tmux.waitFor(text: "終了しますか? (y/n)")
        try tmux.keys("y")
        try tmux.waitFor(text: "EXIT=0")
    }

    /// Issue 23: the help overlay's keys are a table like every other, so they can be rebound.
    @Test func theHelpOverlaysKeysCanBeRebound() throws {
        let tmux = try TmuxSession()
        _ = try writeConfig("[keys.help]\nclose = \"x\"\n", for: tmux)
        try tmux.startShell()
        try tmux.launch()
        try tmux.waitFor(text: "白浜温泉")
        try tmux.keys("?")
        try tmux.waitFor(text: "全体")
        // q no longer closes it (it is not in the overlay's table now): the overlay still takes
        // the `/` after it and filters by what follows; x closes it.
        try tmux.keys("q")
        try tmux.keys("/")
        try tmux.keys("z", "z")
        try tmux.waitFor(text: "「zz」に合うキーはありません")
        // Enter leaves the field (Esc then x could reach the app as one Alt-x).
        try tmux.keys("Enter")
        try tmux.keys("x")
        try tmux.waitFor("the overlay closed") { !$0.contains("全体") }
        try tmux.quit()
    }

    /// Issue 23: the text fields now share one editing action, so `clearQuery` is called
    /// `query.clear`; a file written with the old names still checks and still acts.
    @Test func actionNamesFromBeforeTheTextFieldsSharedOneActionStillWork() throws {
        let tmux = try TmuxSession()
        _ = try writeConfig("[keys.search]\nclearQuery = \"Ctrl-X\"\n[keys.visits]\nfilter.clear = \"Ctrl-X\"\n", for: tmux)
        try tmux.startShell()
        try tmux.type("\(TmuxSession.binary) config check; echo CHECK=$?")
        try tmux.waitFor(text: "CHECK=0")
        try tmux.launch()
        try tmux.waitFor(text: "白浜温泉")
        try tmux.keys("/")
        try tmux.typeText("kusatsu")
        try tmux.waitFor("the search for kusatsu") { $0.contains("草津温泉") && !$0.contains("白浜温泉") }
        try tmux.keys("C-x")
        try tmux.waitFor("the query cleared by the old name's key") { $0.contains("白浜温泉") && !$0.contains("kusatsu") }
        try tmux.quit()
    }

    @Test func aMistakeStopsTheAppWithWhereItIs() throws {
        let tmux = try TmuxSession()
        _ = try writeConfig("[keys.search]\ntoggleFavorite = \"F\"\n", for: tmux)
        try tmux.startShell()
        try tmux.launch()
        // The message wraps at 100 columns under its own indent (at a space): joined back before looking.
        let screen = try tmux.waitFor(text: "EXIT=2").replacingOccurrences(of: "\n          ", with: " ").replacingOccurrences(of: "\n", with: "")
        // Where: the line and column of the setting that made the clash.
        #expect(screen.contains(".config/yumeguri/config.toml:2:1: keys.search: F が toggleFavorite と openFilters の両方になります"), "\(screen)")
        #expect(screen.contains("yumeguri config check"))
        try tmux.type("\(TmuxSession.binary) config check; echo CHECK=$?")
        try tmux.waitFor(text: "CHECK=1")
    }
}
