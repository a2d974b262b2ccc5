import Foundation
import TestSupport
import Testing

/// Issue 22 item 1: a ticket used at the in-app desk (4 → D → paste → Enter) shows as used in the
/// wallet and on its screen, as one used by `yumeguri desk verify` in another process does.
@Suite(.serialized, .timeLimit(.minutes(5))) struct InAppDeskEndToEndTests {
    @Test func aTicketUsedAtTheInAppDeskShowsAsUsedInTheWallet() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 32)
        try tmux.buyOneTicketAtKusatsu()
        let payload = try tmux.openTicketAndReadItsCode()
        try tmux.keys("Escape")
        try tmux.waitFor(text: "未使用 (1)")
        try tmux.keys("D")
        try tmux.waitFor(text: "フロント — チケットのコード")
        try tmux.typeText(payload)
        try tmux.keys("Enter")
        try tmux.waitFor(text: "OK 使用しました")
        try tmux.keys("Escape")
        try tmux.waitFor("the wallet after the in-app desk") { $0.contains("使用済み (1)") && !$0.contains("未使用 (1)") }
        try tmux.keys("Enter")
        try tmux.waitFor(text: "状態 使用済み")
        try tmux.quit()
    }
}
