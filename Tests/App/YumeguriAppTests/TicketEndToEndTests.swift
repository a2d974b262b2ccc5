import Foundation
import Testing

// A time limit turns a hang (a terminal that never shows what a test waits for) into a failure.
@Suite(.serialized, .timeLimit(.minutes(5))) struct TicketEndToEndTests {
    /// search 草津 → detail → t → create account in the sign-in modal → 2 大人 → card 4242… → confirm → wallet with
    /// 2 unused → open one, QR visible → u, y → 使用済み; restart: still there; no card number on disk.
    @Test func buyTwoTicketsUseOneAndRestart() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 32)
        try tmux.launch()
        try tmux.waitFor(text: "4610件 / 4610")
        try tmux.keys("/")
        try tmux.typeText("草津")
        try tmux.waitFor(text: "「草津」")
        // Two areas are called exactly 草津 (青森県 first, then 群馬県): open the one in Gunma.
        try tmux.keys("Enter", "j", "Enter")
        let detail = try tmux.waitFor(text: "群馬県")
        #expect(detail.contains("検索 › 草津"))
        try tmux.keys("t")
        try tmux.waitFor(text: "サインイン Sign in")
        try tmux.keys("C-n")
        try tmux.waitFor(text: "新規アカウント作成 Create account")
        try tmux.typeText("湯めぐり太郎")
        try tmux.keys("Tab")
        try tmux.typeText("taro@example.com")
        try tmux.keys("Tab")
        try tmux.typeText("2468")
        try tmux.keys("Enter")
        // The modal closes and the purchase flow continues where it was.
        try tmux.waitFor(text: "湯めぐり太郎 さん", timeout: .seconds(60))
        try tmux.waitFor(text: "枚数 1/10")
        try tmux.keys("l")
        try tmux.waitFor(text: "枚数 2/10")
        try tmux.keys("Enter")
        try tmux.waitFor(text: "お支払い Payment")
        try tmux.typeText("4242 4242 4242 4242")
        try tmux.keys("Tab")
        try tmux.typeText("12/29")
        try tmux.keys("Tab")
        try tmux.typeText("123")
        try tmux.keys("Tab")
        try tmux.typeText("TARO YAMADA")
        try tmux.keys("Enter")
        let review = try tmux.waitFor(text: "ご注文内容の確認")
        #expect(review.contains("Visa •••• 4242") && !review.contains("4242 4242"))
        // Every step is a destination of its own: the breadcrumb shows the whole flow.
        #expect(review.contains("お支払い › ご注文の確認"))
        try tmux.keys("y")
        let done = try tmux.waitFor(text: "2枚のチケットを発行しました")
        #expect(done.contains("草津 › 購入完了"))
        try tmux.keys("Enter")
        try tmux.waitFor(text: "未使用 (2)")
        try tmux.keys("Enter")
        let ticket = try tmux.waitFor(text: "状態 未使用")
        #expect(ticket.contains("▄▄▄▄▄") && ticket.contains("████"))
        try tmux.keys("u")
        try tmux.waitFor(text: "y/n")
        try tmux.keys("y")
        try tmux.waitFor(text: "状態 使用済み")
        try tmux.keys("C-c")
        try tmux.waitFor(text: "EXIT=0")

        // Restart on the same data directory: signed in, tickets kept.
        try tmux.type("clear")
        try tmux.launch("open tickets")
        let wallet = try tmux.waitFor(text: "使用済み (1)")
        #expect(wallet.contains("未使用 (1)"))
        try tmux.keys("C-c")
        try tmux.waitFor(text: "EXIT=0")

        // The card number appears nowhere in the data directory.
        let files = FileManager.default.enumerator(at: tmux.dataDirectory, includingPropertiesForKeys: nil)
        var checked = 0
        while let url = files?.nextObject() as? URL {
            guard let data = try? Data(contentsOf: url) else { continue }
            checked += 1
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("4242424242424242") && !text.contains("4242 4242 4242 4242"), "card number in \(url.lastPathComponent)")
        }
        #expect(checked > 0)
    }
}
