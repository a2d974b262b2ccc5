import Foundation
import Testing
import TestSupport

/// Issue 32 as a script meets it: the binary speaks the locale's language, `--lang` (either form,
/// before or after the subcommand) wins over it, a language it does not have is refused in the
/// language it would have spoken, and `tickets --account` with nothing on standard input says so.
@Suite(.timeLimit(.minutes(5))) struct LanguageCommandTests {
    static var englishEnvironment: [String: String] {
        var environment = Spawn.japaneseEnvironment
        environment["LC_MESSAGES"] = "en_US.UTF-8"
        return environment
    }

    func yumeguri(_ arguments: [String], english: Bool, data: URL) throws -> Spawn.Result {
        var environment = english ? Self.englishEnvironment : Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = data.path
        environment["XDG_CONFIG_HOME"] = data.appendingPathComponent("config").path
        return try Spawn.run([TmuxSession.binary] + arguments, environment: environment)
    }

    @Test func theLocaleChoosesAndLangWinsBeforeOrAfterTheSubcommand() throws {
        let data = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let fromLocale = try yumeguri(["favorites"], english: true, data: data)
        #expect(fromLocale.status == 0 && fromLocale.output == "0 favourites\n", "\(fromLocale.output)\(fromLocale.error)")
        #expect(try yumeguri(["favorites"], english: false, data: data).output == "お気に入り 0 件\n")
        for arguments in [["--lang", "en", "favorites"], ["--lang=en", "favorites"], ["favorites", "--lang", "en"], ["favorites", "--lang=en"]] {
            let run = try yumeguri(arguments, english: false, data: data)
            #expect(run.status == 0 && run.output == "0 favourites\n", "\(arguments): \(run.output)\(run.error)")
        }
        #expect(try yumeguri(["favorites", "--lang", "ja"], english: true, data: data).output == "お気に入り 0 件\n")
    }

    @Test func anUnknownLanguageIsAUsageError() throws {
        let data = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let english = try yumeguri(["favorites", "--lang", "xx"], english: true, data: data)
        #expect(english.status == 64 && english.error == "yumeguri: --lang takes ja or en, not 'xx'\n", "\(english.error)")
        #expect(english.output.isEmpty)
        let japanese = try yumeguri(["--lang=fr", "rallies"], english: false, data: data)
        #expect(japanese.status == 64 && japanese.error == "yumeguri: --lang は ja か en です (「fr」は使えません)\n", "\(japanese.error)")
    }

    /// Issue 32.4: `tickets --account …` < /dev/null said "wrong email or PIN".
    @Test func noPINOnStandardInputIsSaidAsSuch() throws {
        let data = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let english = try yumeguri(["tickets", "--account", "someone@example.com"], english: true, data: data)
        #expect(english.status == 1 && english.error.contains("standard input closed before a line was read"), "\(english.error)")
        #expect(!english.error.lowercased().contains("wrong"), "\(english.error)")
        let japanese = try yumeguri(["coupons", "--account", "someone@example.com"], english: false, data: data)
        #expect(japanese.status == 1 && japanese.error.contains("標準入力が閉じました"), "\(japanese.error)")
    }

    @Test func searchSpeaksEnglishAndKeepsItsJSON() throws {
        let data = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let table = try yumeguri(["search", "kusatsu", "--limit", "1"], english: true, data: data)
        #expect(table.status == 0 && table.output.split(separator: "\n").last?.hasPrefix("1 of ") == true, "\(table.output)\(table.error)")
        let ja = try yumeguri(["search", "kusatsu", "--limit", "1", "--json"], english: false, data: data)
        let en = try yumeguri(["search", "kusatsu", "--limit", "1", "--json", "--lang", "en"], english: false, data: data)
        #expect(ja.output == en.output, "output meant for scripts does not change with the language")
        let bad = try yumeguri(["search", "kusatsu", "--pref", "xyz"], english: true, data: data)
        #expect(bad.status == 64 && bad.error.hasPrefix("Error: unknown prefecture 'xyz'") && bad.error.contains("Usage: yumeguri search"),
                "\(bad.error)")
    }
}
