import Foundation
import TestSupport
import Testing

/// Issue 31 in a real terminal: 別府八湯 as a two-day trip made by the CLI a week ahead, opened on
/// its screen, stepped through its days, moved a day later with `.`, and its map on the day shown.
@Suite(.serialized, .timeLimit(.minutes(5))) struct TripEndToEndTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func aTwoDayTripIsSteppedThroughAndMoved(width: Int, height: Int) throws {
        let tmux = try TmuxSession()
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = tmux.dataDirectory.path
        // Japan's date a week ahead, by arithmetic (the machine's zone is not Japan's).
        let japan = Date().addingTimeInterval(9 * 3600 + 7 * 86_400)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: japan)
        let date = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        let made = try Spawn.run([TmuxSession.binary, "plan", "new", "--from", "rally:beppu-hatto", "--date", date, "--days", "2", "--json"],
                                 environment: environment)
        #expect(made.status == 0)
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(made.output.utf8)) as? [String: Any])
        let id = try #require(plan["id"] as? String)
        let days = try #require(plan["days"] as? [[String: Any]])
        #expect(days.count == 2)
        let month = String(date.dropFirst(5).prefix(2)) + "/" + String(date.suffix(2))

        try tmux.startShell(width: width, height: height)
        try tmux.launch("open plan/\(id)")
        try tmux.waitFor("day 1 with its date") { $0.contains("1/2日目 \(month) (") && $0.contains("l 次の日") }
        try tmux.keys("l")
        try tmux.waitFor("day 2, from last night's base") { $0.contains("2/2日目") && $0.contains("前夜の宿") }
        try tmux.keys("h")
        try tmux.waitFor(text: "1/2日目 \(month) (")
        try tmux.keys(".")
        try tmux.waitFor("a day later") { $0.contains("旅は ") && !$0.contains("1/2日目 \(month) (") }
        try tmux.keys("m")
        try tmux.waitFor("the day's route") { $0.contains("地図 · ") && $0.contains("1/2日目") }
        try tmux.keys("}")
        try tmux.waitFor(text: "2/2日目")
        try tmux.keys("C-c")
        try tmux.waitFor(text: "EXIT=0")
        let moved = try Spawn.run([TmuxSession.binary, "plan", id, "--json"], environment: environment)
        let after = try #require(try JSONSerialization.jsonObject(with: Data(moved.output.utf8)) as? [String: Any])
        #expect((after["days"] as? [[String: Any]])?.first?["date"] as? String != date, "the move was saved")
    }
}
