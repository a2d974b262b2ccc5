import Foundation
import Localization
import Settings
import TerminalKit
import Testing

/// Issue 32: the config file's `lang`, and its messages in the language in force.
@Suite struct SettingsTextTests {
    func parse(_ text: String) throws(ConfigError) -> AppConfig {
        try ConfigFile.parse(text, path: "/c/config.toml", tables: ConfigFileTests.tables)
    }

    @Test func theCatalogHasBothLanguagesForEveryKey() {
        // `湯` is a key name in the default file's header, in both languages.
        #expect(CatalogAudit.problems(in: SettingsText.self, allowedInEnglish: ["湯"]).isEmpty)
    }

    @Test func langTakesJaOrEn() throws {
        #expect(try parse("lang = \"ja\"").lang == .ja)
        #expect(try parse("lang = \"en\"").lang == .en)
        #expect(try parse("lang = \"EN\"").lang == .en)
        #expect(try parse("theme = \"dark\"").lang == nil)
    }

    @Test func langRefusesAnythingElseAndSaysWhereInEachLanguage() {
        for (value, language, expected) in [
            ("\"fr\"", Language.en, "/c/config.toml:2:1: lang must be \"ja\" or \"en\", not \"fr\""),
            ("1", .en, "/c/config.toml:2:1: lang must be \"ja\" or \"en\", not 1"),
            ("\"fr\"", .ja, "/c/config.toml:2:1: lang は \"ja\" か \"en\" です (\"fr\" は使えません)"),
        ] {
            AppLanguage.$scoped.withValue(language) {
                do {
                    _ = try parse("theme = \"dark\"\nlang = \(value)")
                    Issue.record("lang = \(value) was accepted")
                } catch {
                    #expect(String(describing: error) == expected)
                }
            }
        }
    }

    /// `config default` writes `lang` out, commented, and its header in the language in force;
    /// each key's summary comes from its table in the same language.
    @Test func theDefaultFileShowsLangInEachLanguage() throws {
        // The app describes its tables when the command runs, in the language it chose.
        func tables() -> [KeyTableDescription] {
            [KeyTableDescription(KeyMap<Int>([KeyBinding([.character("?")], 1, LocalizedText(ja: "ヘルプ", en: "help"))]))]
        }
        let english = AppLanguage.$scoped.withValue(.en) { ConfigFile.defaultText(tables: tables()) }
        let japanese = AppLanguage.$scoped.withValue(.ja) { ConfigFile.defaultText(tables: tables()) }
        #expect(english.contains("\n# lang = \"ja\"\n") && japanese.contains("\n# lang = \"ja\"\n"))
        #expect(english.contains("# Language: \"ja\" or \"en\". Unset: --lang, else the locale"))
        #expect(japanese.contains("# 言語: \"ja\" か \"en\"。"))
        #expect(english.contains("# help") && !english.contains("ヘルプ"))
        #expect(japanese.contains("# ヘルプ"))
        // The settings' lines, uncommented, make a valid config in either language.
        for text in [english, japanese] {
            let settings = text.split(separator: "\n").prefix { !$0.hasPrefix("# [keys.") }
                .map { $0.dropFirst(2) }.filter { line in
                    let name = line.prefix { $0.isASCII && $0.isLowercase }
                    return !name.isEmpty && line.dropFirst(name.count).hasPrefix(" = ")
                }.map(String.init)
            #expect(settings.count == 5, "\(settings)")
            #expect(throws: Never.self) { _ = try ConfigFile.parse(settings.joined(separator: "\n"), path: "/c", tables: tables()) }
        }
    }

    @Test func aFileThatCannotBeReadIsExplainedInEachLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("config.toml"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("config.toml")
        for (language, expected) in [(Language.en, "it is a folder, not a file"), (.ja, "ファイルではなくフォルダです")] {
            AppLanguage.$scoped.withValue(language) {
                #expect(throws: ConfigError.self) { _ = try ConfigFile.load(url, tables: []) }
                do { _ = try ConfigFile.load(url, tables: []) } catch { #expect(String(describing: error).contains(expected), "\(error)") }
            }
        }
    }
}
