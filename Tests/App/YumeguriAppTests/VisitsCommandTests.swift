import Foundation
import Testing
import TestSupport

/// Issue 22 on the visits commands, as a script sees them: `visits export FILE`, one order (newest
/// first) for the table, the JSON and the export, and no visit after today (Japan time).
@Suite(.timeLimit(.minutes(5))) struct VisitsCommandTests {
    @Test func exportWritesAFileNewestFirstAndImportRefusesTheFuture() throws {
        let directory = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = directory.path
        func yumeguri(_ arguments: [String]) throws -> Spawn.Result {
            try Spawn.run([TmuxSession.binary] + arguments, environment: environment)
        }
        let input = directory.appendingPathComponent("in.csv")
        try "date,facility_id,rating\n2024-05-01,aist-2711,3\n2025-01-02,aist-6653,4\n".write(to: input, atomically: true, encoding: .utf8)
        let imported = try yumeguri(["visits", "import", input.path])
        #expect(imported.status == 0, "\(imported.error)")

        // Tomorrow in Japan is refused by its line, and nothing of the file is stored.
        var japan = Calendar(identifier: .gregorian)
        japan.timeZone = TimeZone(secondsFromGMT: 9 * 3600) ?? .current
        let tomorrow = try #require(japan.date(byAdding: .day, value: 1, to: Date()))
        let parts = japan.dateComponents([.year, .month, .day], from: tomorrow)
        let day = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        let future = directory.appendingPathComponent("future.csv")
        try "date,facility_id,rating\n2025-03-03,aist-2711,5\n\(day),aist-2711,5\n".write(to: future, atomically: true, encoding: .utf8)
        let refused = try yumeguri(["visits", "import", future.path])
        #expect(refused.status == 1 && refused.error.contains("3 行目") && refused.error.contains("未来"), "\(refused.error)")

        let listed = try yumeguri(["visits", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["date"] as? String } == ["2025-01-02", "2024-05-01"], "the JSON is newest first, like the table")
        let table = try yumeguri(["visits"])
        // Each row starts with the visit's id (for `visits edit ID`), then its date.
        let firstRow = table.output.split(separator: "\n").first?.split(separator: " ").map(String.init) ?? []
        #expect(firstRow.count > 1 && Int(firstRow[0]) != nil && firstRow[1] == "2025-01-02", "\(table.output)")

        let file = directory.appendingPathComponent("out.json")
        let exported = try yumeguri(["visits", "export", file.path])
        #expect(exported.status == 0, "\(exported.error)")
        let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
        #expect(written.map { $0["date"] as? String } == ["2025-01-02", "2024-05-01"])
        let csv = directory.appendingPathComponent("out.csv")
        #expect(try yumeguri(["visits", "export", csv.path]).status == 0)
        #expect(try String(contentsOf: csv, encoding: .utf8).split(separator: "\n").dropFirst().first?.hasPrefix("2025-01-02,aist-6653") == true)
    }
}
