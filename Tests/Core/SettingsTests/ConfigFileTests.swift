import Localization
import Foundation
import Settings
import TerminalKit
import TestSupport
import Testing

enum ListAction: Sendable, Equatable { case moveDown, moveUp, open, toggleFavorite }
enum RootAction: Sendable, Equatable { case help, back, tab(Int) }
enum FieldEdit: Sendable, Equatable { case backspace, clear }
enum SearchAction: Sendable, Equatable { case query(FieldEdit), open }

/// The messages as English reads them (SettingsTextTests checks Japanese).
@Suite(.language(.en)) struct ConfigFileTests {
    static let list = KeyMap<ListAction>([
        KeyBinding([.character("j"), .down], .moveDown, LocalizedText(verbatim: "down")),
        KeyBinding([.character("k"), .up], .moveUp, LocalizedText(verbatim: "up")),
        KeyBinding([.enter], .open, LocalizedText(verbatim: "open")),
        KeyBinding([.character("f")], .toggleFavorite, LocalizedText(verbatim: "favourite")),
    ])
    static let root = KeyMap<RootAction>([
        KeyBinding([.character("?")], .help, LocalizedText(verbatim: "help")),
        KeyBinding([.escape, .character("q")], .back, LocalizedText(verbatim: "back")),
        KeyBinding([.character("1")], .tab(1), LocalizedText(verbatim: "tab 1")),
    ])
    static let tables = [KeyTableDescription(list), KeyTableDescription(root)]

    func parse(_ text: String) throws(ConfigError) -> AppConfig {
        try ConfigFile.parse(text, path: "/home/u/.config/yumeguri/config.toml", tables: Self.tables)
    }

    func problems(_ text: String) -> [String] { located(text).map(\.message) }

    func located(_ text: String) -> [ConfigProblem] {
        do {
            _ = try parse(text)
            return []
        } catch {
            guard case .invalid(_, let problems) = error else { return [ConfigProblem(line: 0, column: 0, message: "\(error)")] }
            return problems
        }
    }

    /// Issue 22: every mistake in file order, each with `line:column` of the setting it is about.
    @Test func mistakesComeInFileOrderWithLineAndColumn() {
        let text = """
            theme = "pink"
            [keys.root]
            help = "q"
            [keys.list]
              opn = "o"
            open = "Hyper-X"
            [keys.lsit]
            open = "o"
            """
        let found = located(text)
        #expect(found.map { "\($0.line):\($0.column)" } == ["1:1", "3:1", "5:3", "6:1", "7:1"], "\(found)")
        #expect(found.first?.message.hasPrefix("theme must be one of") == true)
        #expect(found[1].message == "keys.root: q would be both help and back")
        #expect(found[2].message.hasPrefix("keys.list.opn: no such action"))
        #expect(found[4].message.hasPrefix("keys.lsit: no such key table"))
        let shown = ConfigError.invalid(path: "/c.toml", problems: found).description.split(separator: "\n").map(String.init)
        let expected = "/c.toml:1:1: " + (found.first?.message ?? "")
        #expect(shown.first == expected)
        #expect(shown.count == 5)
    }

    @Test func scopesAndActionNamesComeFromTheTypes() {
        #expect(KeyMap<ListAction>.scope == "list")
        #expect(KeyMap<RootAction>.scope == "root")
        #expect(KeyMap<RootAction>.name(of: .tab(1)) == "tab.1")
        #expect(KeyMap<ListAction>.name(of: .toggleFavorite) == "toggleFavorite")
    }

    @Test func aValidFileSetsThemeAsciiAndKeys() throws {
        let config = try parse("""
            theme = "light"
            ascii = true
            [keys.list]
            toggleFavorite = "F"
            moveDown = ["n", "Down", "Ctrl-N"]
            [keys.root]
            tab.1 = "!"
            """)
        #expect(config.theme == .light && config.ascii == true)
        #expect(config.keys.tables["list"]?["toggleFavorite"] == [.character("F")])
        #expect(config.keys.tables["list"]?["moveDown"] == [.character("n"), .down, .ctrl("n")])
        #expect(config.keys.tables["root"]?["tab.1"] == [.character("!")])
    }

    /// Issue 23: a file written before the text fields shared one editing action names the old
    /// actions (`backspace`, `clearQuery`): they are read as the new ones, and an unknown name is
    /// still a mistake.
    @Test func actionNamesFromBeforeTheRenameAreReadAsTheNewOnes() throws {
        let search = KeyMap<SearchAction>([
            KeyBinding([.backspace], .query(.backspace), LocalizedText(verbatim: "delete back")),
            KeyBinding([.ctrl("u")], .query(.clear), LocalizedText(verbatim: "clear")),
            KeyBinding([.enter], .open, LocalizedText(verbatim: "open")),
        ])
        let tables = Self.tables + [KeyTableDescription(search)]
        let config = try ConfigFile.parse("[keys.search]\nbackspace = \"Ctrl-H\"\nclearQuery = \"Ctrl-X\"\n", path: "c.toml", tables: tables)
        #expect(config.keys.tables["search"] == ["query.backspace": [.ctrl("h")], "query.clear": [.ctrl("x")]])
        #expect(throws: ConfigError.self) {
            try ConfigFile.parse("[keys.search]\nclearEverything = \"Ctrl-X\"\n", path: "c.toml", tables: tables)
        }
    }

    @Test func ambiguousWidthIsASetting() throws {
        #expect(try parse("ambiguous = \"wide\"").ambiguous == .wide)
        #expect(try parse("ambiguous = \"narrow\"").ambiguous == .narrow)
        #expect(try parse("").ambiguous == nil)
    }

    @Test func anEmptyFileAndAMissingFileMeanDefaults() throws {
        #expect(try parse("") == AppConfig())
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-no-config-\(UUID().uuidString).toml")
        #expect(try ConfigFile.load(missing, tables: Self.tables) == AppConfig())
    }

    @Test func overridesChangeWhatTheKeysDoAndWhatHelpSays() throws {
        let config = try parse("[keys.list]\ntoggleFavorite = [\"F\", \"Ctrl-F\"]\n")
        let map = KeyMap(Self.list.defaults, overrides: config.keys)
        #expect(map.action(for: .character("F")) == .toggleFavorite)
        #expect(map.action(for: .ctrl("f")) == .toggleFavorite)
        #expect(map.action(for: .character("f")) == nil)
        #expect(map.help.first { $0.summary == "favourite" }?.keys == "F Ctrl-F")
        #expect(map.action(for: .character("j")) == .moveDown)
        // Without overrides (nothing installed in tests) the table is the screen's own.
        #expect(Self.list.action(for: .character("f")) == .toggleFavorite)
    }

    @Test func everyMistakeIsNamedWithItsSetting() {
        #expect(problems("colour = \"red\"") == ["unknown setting 'colour' (known: lang, theme, ascii, ambiguous, mouse, keys)"])
        #expect(problems("ambiguous = \"double\"") == ["ambiguous must be \"narrow\" or \"wide\", not \"double\""])
        #expect(problems("ambiguous = 2").first?.hasPrefix("ambiguous must be \"narrow\" or \"wide\"") == true)
        #expect(problems("theme = \"pink\"").first?.hasPrefix("theme must be one of \"auto\", \"dark\", \"light\", \"mono\"") == true)
        #expect(problems("ascii = \"yes\"").first?.hasPrefix("ascii must be true or false") == true)
        #expect(problems("[keys.lsit]\nopen = \"o\"").first?.hasPrefix("keys.lsit: no such key table (known: list, root)") == true)
        #expect(problems("[keys.list]\nopn = \"o\"").first?.hasPrefix("keys.list.opn: no such action (known: moveDown, moveUp, open, toggleFavorite)") == true)
        #expect(problems("[keys.list]\nopen = \"Hyper-X\"").first?.contains("'Hyper-X' is not a key name") == true)
        #expect(problems("[keys.list]\nopen = 3").first?.hasPrefix("keys.list.open must be a key name or a list") == true)
        #expect(problems("[keys.list]\nopen = []").first?.contains("empty list") == true)
        #expect(problems("keys = 1") == ["keys must be a table of key tables ([keys.search] …)"])
    }

    @Test func aKeyThatWouldMeanTwoThingsIsAClash() {
        #expect(problems("[keys.list]\nopen = \"j\"") == ["keys.list: j would be both moveDown and open"])
        // Swapping two keys is fine: neither keeps the other's.
        #expect(problems("[keys.list]\nmoveDown = \"k\"\nmoveUp = \"j\"").isEmpty)
        #expect(problems("[keys.root]\nhelp = \"q\"") == ["keys.root: q would be both help and back"])
    }

    @Test func syntaxErrorsSayWhereAndHostileTextIsDefused() {
        do {
            _ = try parse("theme = \"dark\"\n[keys.list\n")
            Issue.record("a broken table header parsed")
        } catch {
            guard case .syntax(_, let line, _, _) = error else { Issue.record("\(error)"); return }
            #expect(line == 2)
            #expect(error.description.hasPrefix("/home/u/.config/yumeguri/config.toml:2:"))
        }
        let hostile = located("\"\u{1B}]0;pwned\u{07}\" = 1")
        #expect(hostile.count == 1)
        let shown = ConfigError.invalid(path: "p", problems: hostile).description
        #expect(!shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(problems("theme = \"dark\"\0ascii = true").isEmpty == false)
    }

    @Test func theDefaultFileIsValidAndListsEveryAction() throws {
        let text = ConfigFile.defaultText(tables: Self.tables)
        #expect(try parse(text) == AppConfig())
        for action in ["moveDown", "moveUp", "open", "toggleFavorite", "help", "back", "tab.1"] {
            #expect(text.contains("# \(action) = "), "\(action) missing")
        }
        // Uncommenting every line gives the defaults back, as a valid file.
        let uncommented = text.split(separator: "\n").map { line -> String in
            let setting = line.wholeMatch(of: /# ([A-Za-z][A-Za-z0-9.]* = .*)/)?.output.1 ?? line.wholeMatch(of: /# (\[keys\.\w+\])/)?.output.1
            return setting.map(String.init) ?? ""
        }.joined(separator: "\n")
        let config = try parse(uncommented)
        #expect(config.keys.tables["list"]?["moveDown"] == [.character("j"), .down])
        #expect(config.keys.tables["root"]?["tab.1"] == [.character("1")])
    }

    @Test func aSettingLongerThanItsColumnIsWrittenWhole() throws {
        enum EditAction: Sendable, Equatable { case filter(SearchAction) }
        let long = KeyMap<EditAction>([KeyBinding([.home, .ctrl("a"), .pageDown], .filter(.query(.backspace)), LocalizedText(verbatim: "start of the text"))])
        let tables = Self.tables + [KeyTableDescription(long)]
        let text = ConfigFile.defaultText(tables: tables)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("# filter.query.backspace = ") })
        #expect(line == "# filter.query.backspace = [\"Home\", \"Ctrl-A\", \"PgDn\"]  # start of the text")
        let uncommented = String(line.dropFirst(2).prefix { $0 != "#" })
        let config = try ConfigFile.parse("[keys.edit]\n" + uncommented, path: "c.toml", tables: tables)
        #expect(config.keys.tables["edit"]?["filter.query.backspace"] == [.home, .ctrl("a"), .pageDown])
    }

    @Test func keyNamesReadBackWhatTheyWrite() {
        let keys: [KeyEvent] = [.character("j"), .character("J"), .character("湯"), .character(" "), .enter, .escape, .tab, .backTab,
                                .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .backspace, .delete, .ctrl("f"),
                                .alt("b"), .alt("f")]
        for key in keys { #expect(KeyEvent(name: key.name) == key, "\(key.name)") }
        #expect(KeyEvent(name: "ctrl-F") == .ctrl("f"))
        #expect(KeyEvent(name: "↑") == .up)
        for bad in ["", "jk", "Ctrl-1", "Hyper-X", "\u{1B}", "Alt-\u{1B}", "Alt-"] { #expect(KeyEvent(name: bad) == nil, "\(bad)") }
    }
}
