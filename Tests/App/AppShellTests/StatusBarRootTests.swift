import AppShell
import Navigation
import TerminalKit
import Testing

/// Issue 22 item 13: the status bar never offers a key that does nothing there. On a tab root
/// `Esc` goes nowhere (`q` asks to quit), so the bar offers `q`; one screen in, `Esc 戻る`.
@MainActor
@Suite struct StatusBarRootTests {
    @Test func aTabRootOffersQuitNotBack() {
        let h = ShellHarness()
        let bottom = { h.screen.split(separator: "\n", omittingEmptySubsequences: false).last(where: { !$0.allSatisfy(\.isWhitespace) }).map(String.init) ?? "" }
        #expect(h.router.isAtTabRoot)
        #expect(!bottom().contains("Esc 戻る"), "\(bottom())")
        #expect(bottom().contains("q 終了"), "\(bottom())")
        h.press(.character("x"))
        #expect(!h.router.isAtTabRoot)
        #expect(bottom().contains("Esc 戻る"), "\(bottom())")
        #expect(!bottom().contains("q 終了"), "\(bottom())")
    }
}
