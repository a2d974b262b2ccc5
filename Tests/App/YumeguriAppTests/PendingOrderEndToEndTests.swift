import Foundation
import TestSupport
import Testing

/// Issue 25.9: orders left at the review (the process killed there, again and again) were never
/// offered again unless the user happened to open the same facility's ticket flow, and nothing
/// listed them. Now one order per account and facility is kept however often it is interrupted,
/// `tickets` and the wallet both list it, and Enter on it in the wallet takes the flow up again.
@Suite(.serialized, .timeLimit(.minutes(5))) struct PendingOrderEndToEndTests {
    @Test func anOrderLeftAtTheReviewIsOneOrderListedByTicketsAndTheWallet() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 110, height: 32)
        try tmux.launch("open facility/aist-2711/ticket")
        try tmux.createAccountInSignInModal()
        try tmux.keys("l")
        try tmux.waitFor(text: "枚数 2/10")
        try tmux.payWithNewCard()
        try waitForPendingOrders(1, in: tmux)
        try tmux.killApp()
        try tmux.waitFor(text: "EXIT=137")

        // Interrupted at the review once more: still one order, not a second.
        try tmux.type("clear")
        try tmux.launch("open facility/aist-2711/ticket")
        try tmux.waitFor(text: "前回確認した注文を再開しました")
        try tmux.keys("Enter")
        try tmux.waitFor(text: "お支払い · 合計")
        try tmux.keys("Enter")
        try tmux.waitFor(text: "y: 購入を確定")
        try tmux.killApp()
        try tmux.waitFor(text: "EXIT=137")
        #expect(try StoredOrders.pendingPurchases(dataDirectory: tmux.dataDirectory) == 1)

        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = tmux.dataDirectory.path
        let listed = try Spawn.run([TmuxSession.binary, "tickets"], environment: environment)
        #expect(listed.status == 0)
        #expect(listed.output.contains("確認待ちの注文 (1)"))
        #expect(listed.output.contains("草津  2枚"))
        #expect(listed.output.contains("yumeguri open facility/aist-2711/ticket"))

        try tmux.type("clear")
        try tmux.launch("open tickets")
        // Asserted in the wait that captured it: a capture can land on a half-written frame (a CI
        // run saw the order's name without its count).
        try tmux.waitFor(all: ["確認待ちの注文 (1)", "草津", "チケット 2 枚"])
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["前回確認した注文を再開しました", "枚数 2/10"])
        try tmux.quit()
    }

    /// The review saves its order as it opens (a write that may land a moment after the screen
    /// is drawn): polled in the file, with a deadline.
    func waitForPendingOrders(_ count: Int, in tmux: TmuxSession) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(20)
        while (try? StoredOrders.pendingPurchases(dataDirectory: tmux.dataDirectory)) != count && clock.now < deadline {
            usleep(20_000) // polling a file for a condition, not ordering async work
        }
        #expect(try StoredOrders.pendingPurchases(dataDirectory: tmux.dataDirectory) == count)
    }
}
