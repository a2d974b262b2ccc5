import Foundation
import TestSupport
import Testing

/// Issue 32 §3: the ticket part of the main journey in English (LC_MESSAGES=en_US.UTF-8): bought
/// through products, payment, review and purchased, then used at the in-app desk; every step
/// speaks English only (the chrome, the shell's, is checked by its own tests).
@Suite(.serialized, .timeLimit(.minutes(5))) struct TicketEnglishEndToEndTests {
    @Test func aTicketBoughtAndUsedAtTheDeskInEnglish() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 32, messages: "en_US.UTF-8")
        try tmux.launch("open facility/aist-2711/ticket")
        try tmux.waitFor(all: ["Sign in", "Tab: next"], none: ["サインインしていません"])
        try tmux.keys("C-n")
        try tmux.waitFor(text: "Create an account")
        try tmux.fillFields(["Taro", "taro@example.com", "2468"])
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["1 Choose", "Tickets 1/10", "(tax incl.)"], none: ["枚数"], timeout: .seconds(60))
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["Payment · total", "Number"], none: ["カード番号"])
        try tmux.fillFields(["4242 4242 4242 4242", "12/29", "123", "TARO YAMADA"])
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["Review your order", "1 ticket", "y: confirm the purchase"], none: ["ご注文内容"])
        try tmux.keys("y")
        try tmux.waitFor(all: ["Purchase complete: 1 ticket issued", "Total paid (tax incl.)"], none: ["購入が完了"])
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["Taro's tickets", "  until "], none: ["さんのチケット"])
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["State: ", "Date of use: ", "u: use"], none: ["利用日"])
        let code = try TicketEndToEndTests.settledCode(tmux)
        let payload = try ZBarDecoder.decode(pbm: HalfBlockImage.pbm(of: code, inkIsDark: true), label: "ticket screen")
        try tmux.keys("Escape")
        try tmux.waitFor(text: "Taro's tickets")
        try tmux.keys("D")
        try tmux.waitFor(all: ["Front desk — checks a ticket's code", "Code:"], none: ["チケットのコード"])
        try tmux.typeText(payload)
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["OK accepted: ", "date of use"], none: ["使用しました"])
        try tmux.keys("Escape")
        try tmux.waitFor("the wallet after the desk") { $0.contains("Taro's tickets") && $0.contains("  used ") }
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["State: ", "USED"])
        try tmux.quit()
    }
}
