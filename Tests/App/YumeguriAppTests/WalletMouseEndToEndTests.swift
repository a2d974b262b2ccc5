import Foundation
import Testing

/// Issue 32 §4: a click picks a row in the wallet as in every other list; the Tickets tab is a
/// login-scoped screen, which passes the click on to the wallet inside it.
@Suite(.serialized, .timeLimit(.minutes(5))) struct WalletMouseEndToEndTests {
    @Test func aClickOnTheSelectedTicketOpensIt() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 30)
        let wallet = try tmux.buyOneTicketAtKusatsu()
        let rows = wallet.split(separator: "\n", omittingEmptySubsequences: false)
        let heading = try #require(rows.firstIndex { $0.contains("未使用 (1)") })
        // A group's heading picks nothing; the ticket under it (selected) opens.
        try tmux.click(x: 5, y: heading)
        try tmux.click(x: 5, y: heading + 1)
        try tmux.waitFor(all: ["状態 未使用", "番号 T"])
        try tmux.quit()
    }
}
