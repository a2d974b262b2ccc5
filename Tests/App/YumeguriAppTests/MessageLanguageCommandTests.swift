import Foundation
import Testing
import TestSupport

/// Issue 32, the last English-only messages, as the real binary prints them: ArgumentParser's own
/// sentence and a visit file's bad row follow the locale, one language at a time, with the exit
/// status unchanged.
@Suite(.timeLimit(.minutes(5))) struct MessageLanguageCommandTests {
    func yumeguri(_ arguments: [String], english: Bool, data: URL) throws -> Spawn.Result {
        var environment = english ? LanguageCommandTests.englishEnvironment : Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = data.path
        environment["XDG_CONFIG_HOME"] = data.appendingPathComponent("config").path
        return try Spawn.run([TmuxSession.binary] + arguments, environment: environment)
    }

    @Test(arguments: [(["search", "kusatsu", "--bogus"], "search"), (["favorites", "--bogus"], "favorites")])
    func anUnknownOptionIsSaidInTheLocalesLanguage(_ arguments: [String], _ command: String) throws {
        let data = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let japanese = try yumeguri(arguments, english: false, data: data)
        let jaLines = japanese.error.split(separator: "\n").map(String.init)
        #expect(japanese.status == 64 && japanese.output.isEmpty)
        #expect(jaLines.count == 3, "\(japanese.error)")
        #expect(jaLines.first == "エラー: 「--bogus」というオプションはありません", "\(japanese.error)")
        #expect(jaLines.dropFirst().first?.hasPrefix("使い方: yumeguri \(command)") == true, "\(japanese.error)")
        #expect(jaLines.last == "  詳しくは 'yumeguri \(command) --help' を見てください。", "\(japanese.error)")
        #expect(!japanese.error.contains("Unknown"), "\(japanese.error)")

        let english = try yumeguri(arguments, english: true, data: data)
        #expect(english.status == 64 && english.output.isEmpty)
        #expect(english.error == """
            Error: Unknown option '--bogus'
            \(english.error.split(separator: "\n").dropFirst().first ?? "")
              See 'yumeguri \(command) --help' for more information.

            """, "\(english.error)")
        #expect(english.error.contains("\nUsage: yumeguri \(command)"), "\(english.error)")
        #expect(!english.error.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) }, "\(english.error)")
    }

    @Test func aValueTheParserCannotReadDropsItsEnglishHelpLineInJapanese() throws {
        let data = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let japanese = try yumeguri(["search", "kusatsu", "--limit", "abc"], english: false, data: data)
        #expect(japanese.status == 64)
        #expect(japanese.error.hasPrefix("エラー: 「abc」は「--limit <limit>」の値として使えません\n使い方: "), "\(japanese.error)")
        let english = try yumeguri(["search", "kusatsu", "--limit", "abc"], english: true, data: data)
        #expect(english.status == 64)
        #expect(english.error.hasPrefix("Error: The value 'abc' is invalid for '--limit <limit>'\nHelp:  --limit <limit>"), "\(english.error)")
    }

    /// A visit file's bad row, in either language, from the same file.
    @Test func aBadVisitRowIsNamedInTheLocalesLanguage() throws {
        let data = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let file = data.appendingPathComponent("visits.csv")
        let cases: [(String, String, String)] = [
            ("date,facility_id,rating\n2026-01-02,aist-2711,4\n2026-02-30,aist-2711,3\n",
             "3 行目: 2026-02-30 という日はカレンダーにありません (何も取り込んでいません)",
             "line 3: 2026-02-30 is not a day of the calendar (nothing was imported)"),
            ("date,facility_id,rating\n2026-01-02,aist-2711,many\n",
             "2 行目: 評価「many」は1〜5の数ではありません (何も取り込んでいません)",
             "line 2: rating 'many' is not a number from 1 to 5 (nothing was imported)"),
            ("date,rating\n", "1 行目: 見出しに列「facility_id」がありません (何も取り込んでいません)",
             "line 1: the header has no column 'facility_id' (nothing was imported)"),
            ("[{\"date\": \"2026-01-02\", \"facilityId\": \"aist-2711\", \"rating\": \"4\"}]",
             "1 行目: 「rating」は1〜5の整数でなければなりません (何も取り込んでいません)",
             "line 1: 'rating' must be an integer from 1 to 5 (nothing was imported)"),
        ]
        for (contents, ja, en) in cases {
            try contents.write(to: file, atomically: true, encoding: .utf8)
            let japanese = try yumeguri(["visits", "import", file.path], english: false, data: data)
            #expect(japanese.status == 1 && japanese.error == "yumeguri: \(file.path): \(ja)\n", "\(japanese.error)")
            let english = try yumeguri(["visits", "import", file.path], english: true, data: data)
            #expect(english.status == 1 && english.error == "yumeguri: \(file.path): \(en)\n", "\(english.error)")
        }
        #expect(!(try yumeguri(["visits", "--json"], english: true, data: data).output.contains("aist-")), "nothing was imported")
    }

    /// `catalog check` lists the skipped rows in the reader's language, whichever language built
    /// the catalog: the reasons are kept typed in the catalog database.
    @Test func catalogCheckSaysItsRowsInTheLocalesLanguage() throws {
        let (hostile, malformed) = try HostileOutputTests.catalogs()
        let data = try PurchaseFaultTests.scratchDirectory()
        defer { for url in [hostile, malformed, data] { try? FileManager.default.removeItem(at: url) } }
        // Built in English, checked in Japanese, then in English again from the same catalog.
        let english = try yumeguri(["catalog", "check", "--catalog", malformed.path], english: true, data: data)
        #expect(english.status == 1, "\(english.error)")
        #expect(english.output.contains("onsen/aist_onsen_named.csv:") && english.output.contains(": unknown pref_code '1␛]0;x␇"),
                "\(english.output)")
        let japanese = try yumeguri(["catalog", "check", "--catalog", malformed.path], english: false, data: data)
        #expect(japanese.status == 1, "\(japanese.error)")
        let row = try #require(japanese.output.split(separator: "\n").first { $0.contains("aist_onsen_named.csv:") })
        #expect(row.contains("pref_code「1␛]0;x␇") && row.hasSuffix("」の都道府県はありません"), "\(japanese.output)")
        #expect(!japanese.output.contains("unknown"), "\(japanese.output)")
    }
}
