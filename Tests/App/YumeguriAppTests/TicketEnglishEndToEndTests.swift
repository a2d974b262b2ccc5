import Foundation
import TestSupport
import Testing

/// Issue 32 §3: the ticket part of the main journey in English (LC_MESSAGES=en_US.UTF-8): bought
/// through products, payment, review and purchased, then used at the in-app desk; every step
/// speaks English only (the chrome, the shell's, is checked by its own tests). The ticket stores
/// its area's name as bought (`草津`); every step, the wallet and the desk name it as the catalog
/// does in English, `Kusatsu 草津`, and the product's English name is whole.
@Suite(.serialized, .timeLimit(.minutes(5))) struct TicketEnglishEndToEndTests {
    @Test func aTicketBoughtAndUsedAtTheDeskInEnglish() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 32, messages: "en_US.UTF-8")
        try tmux.launch("open facility/aist-2711/ticket")
        try tmux.createAccount(in: .english, name: "Taro")
        try tmux.waitFor(all: ["1 Choose", "Tickets 1/10", "(tax incl.)", " Kusatsu 草津  1 Choose"], none: ["枚数"], timeout: .seconds(60))
        try tmux.payWithNewCard(in: .english)
        try tmux.waitFor(all: ["Review your order", "1 ticket", "y: confirm the purchase"], none: ["ご注文内容"])
        try tmux.keys("y")
        try tmux.waitFor(all: ["Purchase complete: 1 ticket issued", "Total paid (tax incl.)", " Kusatsu 草津  1 Choose", "  Adult bath ticket  use "],
                         none: ["購入が完了", "ti…"])
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["Taro's tickets", "  until ", "   Kusatsu 草津", "  Adult bath ticket  use "], none: ["さんのチケット", "ti…"])
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["State: ", "Date of use: ", "u: use", " Kusatsu 草津"], none: ["利用日"])
        let code = try TicketEndToEndTests.settledCode(tmux)
        let payload = try ZBarDecoder.decode(pbm: HalfBlockImage.pbm(of: code, inkIsDark: true), label: "ticket screen")
        try tmux.keys("Escape")
        try tmux.waitFor(text: "Taro's tickets")
        try tmux.keys("D")
        try tmux.waitFor(all: ["Front desk — checks a ticket's code", "Code:"], none: ["チケットのコード"])
        try tmux.typeText(payload)
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["OK accepted: Kusatsu 草津 · Adult bath ticket", "date of use"], none: ["使用しました"])
        try tmux.keys("Escape")
        try tmux.waitFor("the wallet after the desk") { $0.contains("Taro's tickets") && $0.contains("  used ") }
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["State: ", "USED"])
        try tmux.quit()

        // The CLI's table names it so too; its JSON keeps the name the ticket stored.
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = tmux.dataDirectory.path
        environment["LC_MESSAGES"] = "en_US.UTF-8"
        let table = try Spawn.run([TmuxSession.binary, "tickets"], environment: environment)
        #expect(table.output.contains("Kusatsu 草津") && table.output.contains("Adult bath ticket"), "\(table.output)")
        let json = try Spawn.run([TmuxSession.binary, "tickets", "--json"], environment: environment)
        #expect(json.output.contains("\"facilityName\" : \"草津\"") && !json.output.contains("Kusatsu 草津"), "\(json.output)")
    }
}
