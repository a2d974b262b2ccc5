import Foundation
import TestSupport
import Testing

/// Issue 35 part 1: a ticket scanned by several `yumeguri desk verify` processes at once is used
/// once and records exactly one visit, which the visit log of a running app shows; the wallet
/// says when it was used.
@Suite(.serialized, .timeLimit(.minutes(5))) struct TicketVisitEndToEndTests {
    @Test func desksInSeveralProcessesRecordOneVisitAndTheAppShowsIt() async throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 32)
        try tmux.buyOneTicketAtKusatsu()
        let payload = try tmux.openTicketAndReadItsCode()
        // The app stays open on the visit log while four desks scan the same code at once.
        try tmux.keys("3")
        try tmux.keys("v")
        try tmux.waitFor(text: "まだ記録はありません")
        let common = ["--data-dir", tmux.dataDirectory.path]
        let verdicts = try await withThrowingTaskGroup(of: Spawn.Result.self) { group in
            for _ in 0..<4 {
                group.addTask { try await Spawn.runDetached([TmuxSession.binary, "desk", "verify", payload] + common) }
            }
            return try await group.reduce(into: [Spawn.Result]()) { $0.append($1) }
        }
        #expect(verdicts.filter { $0.output.contains("OK 使用しました") }.count == 1, "\(verdicts.map(\.output))")
        let visits = try Spawn.run([TmuxSession.binary, "visits", "--json"] + common)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(visits.output.utf8)) as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows.first?["facilityId"] as? String == "aist-2711")
        // The running app follows through its change feed.
        try tmux.waitFor(text: "記録 1件")
        let tickets = try Spawn.run([TmuxSession.binary, "tickets"] + common)
        #expect(tickets.output.contains("  使用 "), "\(tickets.output)")
        try tmux.quit()
    }
}
