import Foundation
import Testing
@testable import YumeguriCLI

// In CommandTests: every command suite shares one data directory and the process's live stores, so
// they run one after another, never beside each other.
extension CommandTests {
/// `yumeguri facts …` in-process, on the real catalog and a user database of its own.
@Suite(.serialized, .timeLimit(.minutes(5))) struct FactsCommandTests {
    static let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("yumeguri-facts-tests-\(ProcessInfo.processInfo.processIdentifier)")

    func run(_ arguments: [String]) async -> CommandRun {
        await CommandRunner.run(arguments, dataDirectory: CommandRunner.dataDirectory)
    }

    @Test func setShowAndClearRoundTripWithTheirSource() async throws {
        _ = await run(["facts", "clear", "aist-2711"])
        let before = await run(["facts", "show", "aist-2711", "--json"])
        #expect(before.thrown == nil, "\(before.error)")
        let sample = try #require(try JSONSerialization.jsonObject(with: Data(before.output.utf8)) as? [String: Any])
        #expect((sample["hours"] as? [String: Any])?["source"] as? String == "sample")

        let set = await run(["facts", "set", "aist-2711", "--hours", "Mo-Fr 10:00-21:00; Sa,Su,PH 09:00-22:00; Tu off",
                             "--price", "700", "--note", "タトゥー可"])
        #expect(set.thrown == nil, "\(set.error)")
        #expect(set.output.contains("[あなたの記録]"), "\(set.output)")

        let shown = await run(["facts", "show", "aist-2711", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        #expect((json["hours"] as? [String: Any])?["source"] as? String == "user")
        #expect((json["hours"] as? [String: Any])?["rule"] as? String == "Mo-Fr 10:00-21:00; Sa,Su,PH 09:00-22:00; Tu off")
        #expect((json["price"] as? [String: Any])?["yen"] as? Int == 700)
        #expect(json["note"] as? String == "タトゥー可")
        let week = try #require(json["week"] as? [[String: Any]])
        #expect(week.count == 7)
        #expect(week.contains { $0["weekday"] as? String == "火" && $0["closed"] as? Bool == true })

        // Only what is given changes; an empty value removes that one.
        _ = await run(["facts", "set", "aist-2711", "--note", ""])
        let kept = await run(["facts", "show", "aist-2711", "--json"])
        let keptJSON = try #require(try JSONSerialization.jsonObject(with: Data(kept.output.utf8)) as? [String: Any])
        #expect(keptJSON["note"] == nil || keptJSON["note"] is NSNull)
        #expect((keptJSON["price"] as? [String: Any])?["yen"] as? Int == 700)

        let cleared = await run(["facts", "clear", "aist-2711"])
        #expect(cleared.output.contains("また見本を使います"))
    }

    /// Each option is read on its own: an emptied price (which removes it) once stored at once and
    /// dropped the note given after it.
    @Test func anEmptiedPriceKeepsTheOtherOptionsGivenWithIt() async throws {
        _ = await run(["facts", "clear", "aist-6653"])
        _ = await run(["facts", "set", "aist-6653", "--price", "800"])
        let set = await run(["facts", "set", "aist-6653", "--price", "", "--note", "貸切あり"])
        #expect(set.thrown == nil, "\(set.error)")
        let shown = await run(["facts", "show", "aist-6653", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        #expect(json["note"] as? String == "貸切あり")
        #expect((json["price"] as? [String: Any])?["source"] as? String == "sample")
        _ = await run(["facts", "clear", "aist-6653"])
    }

    @Test func badInputIsRefusedSayingWhyAndStoresNothing() async throws {
        _ = await run(["facts", "clear", "aist-5458"])
        let hours = await run(["facts", "set", "aist-5458", "--hours", "Mo 10:00-14:00,13:00-22:00"])
        #expect(hours.exitCode == 1)
        #expect(hours.error.contains("13:00-22:00 と 10:00-14:00 が重なっています"), "\(hours.error)")
        let control = await run(["facts", "set", "aist-5458", "--note", "evil\u{1B}]0;title\u{7}"])
        #expect(control.exitCode == 1)
        #expect(!control.error.contains("\u{1B}"), "\(control.error)")
        let price = await run(["facts", "set", "aist-5458", "--price=-5"])
        #expect(price.exitCode == 1 && price.error.contains("料金は 0〜100,000 円です"), "\(price.error)")
        #expect(await run(["facts", "set", "aist-5458", "--price", "五百"]).error.contains("は円の金額ではありません"))
        #expect(await run(["facts", "set", "aist-5458"]).error.contains("設定するものがありません"))
        #expect(await run(["facts", "set", "aist-99999999", "--price", "500"]).error.contains("はカタログにありません"))
        let shown = await run(["facts", "show", "aist-5458", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        #expect((json["hours"] as? [String: Any])?["source"] as? String == "sample")
    }

    @Test func exportThenImportKeepsEveryGoodRowAndReportsEachBadOne() async throws {
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        _ = await run(["facts", "set", "aist-5185", "--hours", "Mo-Su 09:00-21:00; We[2,4] off", "--price", "600"])
        let file = Self.directory.appendingPathComponent("facts.tsv")
        let export = await run(["facts", "export", file.path])
        #expect(export.thrown == nil, "\(export.error)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("facilityId\thours\tpriceYen\tnote\n"))
        #expect(text.contains("aist-5185\tMo-Su 09:00-21:00; We[2,4] off\t600\t\n"))

        _ = await run(["facts", "clear", "aist-5185"])
        let shared = text + "aist-0935\tbanana\t\t\n" + "aist-0935\t\t\t\n" + "not-an-id\t\t500\t\n" + "aist-3529\t24/7\t\tbus 5 times a day\n"
        let input = Self.directory.appendingPathComponent("shared.tsv")
        try Data(shared.utf8).write(to: input)
        let imported = await run(["facts", "import", input.path])
        #expect(imported.exitCode == 1)
        #expect(imported.output.contains("2 施設の記録を取り込みました"), "\(imported.output)")
        let lines = text.split(separator: "\n").count
        #expect(imported.error.contains("\(lines + 1)行目: 営業時間: 読めない語です"), "\(imported.error)")
        #expect(imported.error.contains("\(lines + 2)行目: aist-0935 に記録がありません"), "\(imported.error)")
        #expect(imported.error.contains("\(lines + 3)行目: 'not-an-id' は施設のIDではありません"), "\(imported.error)")
        let shown = await run(["facts", "show", "aist-3529", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        #expect(json["note"] as? String == "bus 5 times a day")
        _ = await run(["facts", "clear", "aist-3529"])
        _ = await run(["facts", "clear", "aist-5185"])
    }

    @Test func aFileThatIsNotFactsChangesNothing() async throws {
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        let input = Self.directory.appendingPathComponent("visits.csv")
        try Data("date,facilityId\n2026-01-01,aist-2711\n".utf8).write(to: input)
        let imported = await run(["facts", "import", input.path])
        #expect(imported.exitCode == 1)
        #expect(imported.error.contains("1行目は見出し"), "\(imported.error)")
        let missing = await run(["facts", "import", Self.directory.appendingPathComponent("none.tsv").path])
        #expect(missing.error.contains("そのファイルはありません"))
        let export = await run(["facts", "export", "/nonexistent-dir/facts.tsv"])
        #expect(export.exitCode == 1)
    }
}
}
