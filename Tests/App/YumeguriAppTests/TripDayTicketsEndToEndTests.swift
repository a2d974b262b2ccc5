import Foundation
import TestSupport
import Testing

/// Issue 31 §7 in a real terminal: a plan of two baths on a date three days ahead, `t` on its day,
/// sign in, one payment, and the wallet holds the two tickets dated that day; in Japanese at 80×24
/// and in English at 120×40.
@Suite(.serialized, .timeLimit(.minutes(5))) struct TripDayTicketsEndToEndTests {
    struct Run: Sendable {
        var width: Int, height: Int, messages: String
        var removed: String, words: PurchaseWords, dayHeading: String, bought: String
    }

    static let runs = [
        Run(width: 80, height: 24, messages: "ja_JP.UTF-8", removed: "外しました", words: .japanese, dayHeading: "1日目", bought: "注文 2 件、チケット 2 枚"),
        Run(width: 120, height: 40, messages: "en_US.UTF-8", removed: "emoved", words: .english, dayHeading: "Day 1,", bought: "Bought 2 tickets in 2 orders."),
    ]

    /// Japan's date `days` ahead, by arithmetic (the machine's zone is not Japan's).
    static func japanDate(daysAhead days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: Date().addingTimeInterval(9 * 3600 + Double(days) * 86_400))
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    @Test(arguments: runs)
    func aTripDaysTicketsAreBoughtInOneOrder(run: Run) throws {
        let tmux = try TmuxSession()
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = tmux.dataDirectory.path
        let date = Self.japanDate(daysAhead: 3)
        let made = try Spawn.run([TmuxSession.binary, "plan", "new", "--from", "rally:sanmeisen", "--date", date, "--json"], environment: environment)
        #expect(made.status == 0)
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(made.output.utf8)) as? [String: Any])
        let id = try #require(plan["id"] as? String)
        let rows = try #require((plan["days"] as? [[String: Any]])?.first?["stops"] as? [[String: Any]])
        let stops = rows.compactMap { $0["facilityId"] as? String }, names = rows.compactMap { $0["name"] as? String }
        #expect(stops.count == 3 && names.count == 3)
        // The baths' own hours: open every day, so the day's sample closings cannot leave one out.
        for stop in stops {
            #expect(try Spawn.run([TmuxSession.binary, "facts", "set", stop, "--hours", "Mo-Su,PH 06:00-23:00"], environment: environment).status == 0)
        }

        try tmux.startShell(width: run.width, height: run.height, messages: run.messages)
        try tmux.launch("open plan/\(id)")
        // The header shows the plan's date (`12/05 (土)`, or in English as the shell formats it: `5 Dec`).
        let monthDay = date.dropFirst(5).prefix(2) + "/" + date.suffix(2)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let english = "\(Int(date.suffix(2)) ?? 0) \(months[max(0, min(11, (Int(date.dropFirst(5).prefix(2)) ?? 1) - 1))])"
        try tmux.waitFor("the plan's timetable on its date") { screen in
            (screen.contains(monthDay + " (") || screen.contains(english)) && names.allSatisfy(screen.contains)
        }
        // Two baths: the first one removed.
        try tmux.keys("d")
        try tmux.waitFor(text: run.removed)
        try tmux.keys("t")
        try tmux.createAccount(in: run.words)
        try tmux.waitFor(text: run.dayHeading, timeout: .seconds(60))
        // The payment form's own heading and field, not the step's name: the step header names
        // "Payment" on every step.
        try tmux.payWithNewCard(in: run.words)
        try tmux.keys("y")
        try tmux.waitFor(text: run.bought, timeout: .seconds(30))
        try tmux.keys("C-c")
        try tmux.waitFor(text: "EXIT=0")

        let listed = try Spawn.run([TmuxSession.binary, "tickets", "--json"], environment: environment)
        let tickets = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        #expect(tickets.count == 2)
        #expect(tickets.allSatisfy { $0["useDate"] as? String == date })
        #expect(Set(tickets.compactMap { $0["facilityId"] as? String }) == Set(stops.dropFirst()))
        #expect(Set(tickets.compactMap { $0["orderId"] as? String }).count == 2, "one order per bath")
    }
}
