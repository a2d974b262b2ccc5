import Foundation
import TestSupport
import Testing

/// Issue 25, as a script meets it: a deleted issuer key (item 6) and a damaged database read by
/// `tickets` (item 9).
@Suite(.timeLimit(.minutes(5))) struct HardenCommandTests {
    @Test func aDeletedIssuerKeyIsReportedAndNeverReplaced() throws {
        let directory = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bought = try Spawn.run(PassFaultTests.bench(directory, ["--count", "1", "--key-prefix", "key", "--codes"]))
        try #require(bought.status == 0, "\(bought.error)")
        let code = try #require(bought.output.split(separator: "\n").first { $0.hasPrefix("code 0 ") }.map { String($0.dropFirst(7)) })
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = directory.path
        let key = directory.appendingPathComponent("issuer-key")
        try FileManager.default.removeItem(at: key)
        let verify = try Spawn.run([TmuxSession.binary, "desk", "verify", code, "--facility", "aist-2711"], environment: environment)
        #expect(verify.status == 1, "\(verify.output)")
        #expect(verify.error.contains("署名鍵がありません") && !verify.error.contains("署名が正しくありません"), "\(verify.error)")
        #expect(!FileManager.default.fileExists(atPath: key.path))
        let doctor = try Spawn.run([TmuxSession.binary, "doctor"], environment: environment)
        #expect(doctor.status == 1 && doctor.output.contains("チケットの署名鍵: ありません"), "\(doctor.output)")
        #expect(!FileManager.default.fileExists(atPath: key.path))
    }

    @Test func ticketsOnADamagedDatabaseSaysSo() throws {
        let directory = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "not a database".write(to: directory.appendingPathComponent("user.sqlite"), atomically: true, encoding: .utf8)
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = directory.path
        let tickets = try Spawn.run([TmuxSession.binary, "tickets"], environment: environment)
        #expect(tickets.status == 1)
        #expect(tickets.error.contains("SQLite のデータベースではありません") && !tickets.error.contains("サインインしていません"), "\(tickets.error)")
    }
}
