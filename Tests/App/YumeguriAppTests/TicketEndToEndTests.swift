import Foundation
import TestSupport
import Testing

// A time limit turns a hang (a terminal that never shows what a test waits for) into a failure.
@Suite(.serialized, .timeLimit(.minutes(5))) struct TicketEndToEndTests {
    /// The QR symbol's lines cut out of a captured screen, quiet zone included: found by the top
    /// edges of its two upper finder patterns (`█▀▀▀▀▀█`), which sit 4 modules inside the quiet zone.
    /// The screen as a camera sees the code: the code paints a cell of two dark modules as a
    /// reversed space (fonts draw █ narrower than the cell), so the styled capture is read and
    /// each reversed space becomes █ again for `qrLines`.
    static func painted(_ styled: String) -> String {
        var out = ""
        var reverse = false
        var characters = styled.makeIterator()
        while let character = characters.next() {
            guard character == "\u{1b}" else {
                out.append(character == " " && reverse ? "█" : character)
                continue
            }
            guard characters.next() == "[" else { continue }
            var parameters = ""
            while let next = characters.next(), next != "m" { parameters.append(next) }
            var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
            while let code = codes.popFirst() {
                switch code {
                case 0: reverse = false
                case 7: reverse = true
                case 27: reverse = false
                // Colours carry their own numbers: 5;N or 2;R;G;B.
                case 38, 48, 58: if codes.popFirst() == 5 { _ = codes.popFirst() } else { codes = codes.dropFirst(3) }
                default: break
                }
            }
        }
        return out
    }

    /// The ticket screen's code, once it has settled. The code is painted a frame after the
    /// ticket's facts, and a frame reaches the terminal row by row: under a full test run a
    /// capture landed while the code's lower rows were not yet written, and the decoder found no
    /// code in it. The code is taken when two captures in a row show the same one.
    static func settledCode(_ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        var previous: [String]?
        let screen = painted(try tmux.waitFor("the ticket's code, twice the same", styled: true, sourceLocation: sourceLocation) { screen in
            let code = TicketEndToEndTests().qrLines(in: painted(screen))
            defer { previous = code }
            return code != nil && code == previous
        })
        return try #require(TicketEndToEndTests().qrLines(in: screen), "no QR code on the ticket screen:\n\(screen)",
                            sourceLocation: sourceLocation)
    }

    func qrLines(in screen: String) -> [String]? {
        let finder = Array("█▀▀▀▀▀█")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        func finders(in line: [Character]) -> [Int] {
            line.indices.filter { $0 + finder.count <= line.count && Array(line[$0..<$0 + finder.count]) == finder }
        }
        guard let row = lines.firstIndex(where: { finders(in: $0).count >= 2 }) else { return nil }
        let starts = finders(in: lines[row])
        let left = starts[0] - 4, right = starts[starts.count - 1] + finder.count + 4
        let height = (right - left + 1) / 2
        let top = row - 2
        guard left >= 0, top >= 0, top + height <= lines.count else { return nil }
        return lines[top..<top + height].map { line in
            String((line + Array(repeating: " ", count: max(0, right - line.count)))[left..<right])
        }
    }

    /// Issue 13: 道後温泉 → c → sign in → claim its coupons → t → the review takes the best one off →
    /// confirm → the receipt names it → the coupon wallet (c in the Tickets tab) shows it used.
    /// Issue 31: `c` shows the offers signed out; only claiming one asks to sign in.
    @Test func claimACouponAndTheReviewTakesItOff() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 32)
        try tmux.launch("open facility/aist-6653")
        try tmux.waitFor(text: "分析された源泉")
        try tmux.keys("c")
        try tmux.waitFor("the offers, signed out") { $0.contains("のクーポン") && $0.contains("サインインして獲得") }
        try tmux.keys("Enter")
        try tmux.createAccount()
        // Every row signed in (none still says `サインインして獲得`): the offers are counted from this
        // capture, and one that landed while the rows were being rewritten counted too few.
        var screen = try tmux.waitFor(all: ["のクーポン", "Enter: 獲得"], none: ["サインインして獲得"])
        let offered = screen.components(separatedBy: "Enter: 獲得").count - 1
        #expect(offered >= 1)
        for index in 0..<offered {
            if index > 0 { try tmux.keys("j") }
            try tmux.keys("Enter")
            try tmux.waitFor("claim \(index + 1)") { $0.components(separatedBy: "獲得済み").count - 1 == index + 1 }
        }
        try tmux.keys("Escape")
        try tmux.waitFor(text: "分析された源泉")
        try tmux.keys("t")
        try tmux.waitFor(text: "枚数 1/10")
        try tmux.keys("l")
        try tmux.waitFor(text: "枚数 2/10")
        let review = try tmux.payWithNewCard()
        #expect(review.contains("クーポン 大人"))
        #expect(review.contains("−¥"))
        // x takes it off, c puts it back.
        try tmux.keys("x")
        try tmux.waitFor(text: "クーポンを使わない")
        try tmux.keys("c")
        screen = try tmux.waitFor(text: "c: 変更 · ")
        try tmux.keys("y")
        try tmux.waitFor(all: ["枚発行しました", "クーポン使用", "[見本]"])
        try tmux.keys("Enter")
        try tmux.waitFor(text: "未使用 (2)")
        try tmux.keys("c")
        let coupons = try tmux.waitFor("the coupon wallet") { $0.contains("さんのクーポン") && $0.contains("使用済み (1)") }
        #expect(coupons.contains("使える (\(offered - 1))") || offered == 1)
        try tmux.quit()

        // The same wallet from the command line, for whoever is signed in.
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = tmux.dataDirectory.path
        let listed = try Spawn.run([TmuxSession.binary, "coupons", "--json"], environment: environment)
        #expect(listed.status == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]]
        #expect(rows?.count == offered)
        #expect(rows?.filter { $0["state"] as? String == "used" }.count == 1)
        let tickets = try Spawn.run([TmuxSession.binary, "tickets", "--json"], environment: environment)
        #expect((try JSONSerialization.jsonObject(with: Data(tickets.output.utf8)) as? [[String: Any]])?.count == 2)
    }


    /// search 草津 → detail → t → create account in the sign-in modal → 2 大人 → card 4242… → confirm → wallet with
    /// 2 unused → open one, QR visible → u, y → 使用済み; restart: still there; no card number on disk.
    @Test func buyTwoTicketsUseOneAndRestart() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 32)
        try tmux.launch()
        try tmux.waitForCatalogLoaded()
        try tmux.keys("/")
        try tmux.typeText("草津")
        // Two areas are called exactly 草津; the destination (群馬県, 95℃) comes before 青森県's 28℃ spring.
        try tmux.waitForFirstRow(["草津", "群馬県"], query: "草津")
        try tmux.keys("Enter")
        try tmux.waitFor(text: "1/5 · 5件")
        try tmux.keys("Enter")
        try tmux.waitFor("the detail of 草津, 群馬県") { $0.contains("検索 › 草津") && $0.contains("群馬県 (関東") }
        try tmux.keys("t")
        // The modal closes and the purchase flow continues where it was.
        try tmux.createAccountInSignInModal()
        try tmux.waitFor(all: ["枚数 1/10", "湯めぐり太郎 さん"])
        try tmux.keys("l")
        try tmux.waitFor(text: "枚数 2/10")
        let review = try tmux.payWithNewCard()
        #expect(review.contains("ご注文内容の確認"))
        #expect(review.contains("Visa •••• 4242") && !review.contains("4242 4242"))
        // Every step is a destination of its own: the breadcrumb shows the whole flow.
        #expect(review.contains("お支払い › ご注文の確認"))
        try tmux.keys("y")
        try tmux.waitFor(all: ["チケットを 2 枚発行しました", "草津 › 購入完了"])
        try tmux.keys("Enter")
        try tmux.waitFor(text: "未使用 (2)")
        try tmux.keys("Enter")
        try tmux.waitFor(text: "状態 未使用")
        // The code is signed in the screen's effect: it follows the ticket's facts by a frame.
        // What the terminal shows is a code a real decoder reads (black ink on the theme's white).
        let code = try Self.settledCode(tmux)
        let payload = try ZBarDecoder.decode(pbm: HalfBlockImage.pbm(of: code, inkIsDark: true), label: "ticket screen")
        #expect(payload.hasPrefix("yumeguri-ticket:2:T"))
        // The front desk (another process) checks the signature and uses it; the open screen follows.
        var environment = Spawn.japaneseEnvironment
        environment["YUMEGURI_DATA_DIR"] = tmux.dataDirectory.path
        // Two desks scan it at the same moment: exactly one accepts it.
        let arguments = [TmuxSession.binary, "desk", "verify", payload, "--facility", "aist-2711"]
        let deskEnvironment = environment
        let desks = [0, 1].map { _ in
            Thread.detachNewThreadWithResult { try? Spawn.run(arguments, environment: deskEnvironment) }
        }
        let results = desks.map { $0.wait() ?? nil }
        #expect(results.compactMap { $0?.status }.sorted() == [0, 1], "\(results)")
        #expect(results.contains { $0?.output.contains("OK 使用しました") == true })
        #expect(results.contains { $0?.error.contains("使用済み") == true })
        let again = try Spawn.run([TmuxSession.binary, "desk", "verify", payload], environment: environment)
        #expect(again.status == 1)
        #expect(again.error.contains("使用済み"))
        // A used ticket shows its state where the code was.
        try tmux.waitFor(all: ["状態 使用済み", "│  使用済み  │"])
        try tmux.quit()

        // Restart on the same data directory: signed in, tickets kept.
        try tmux.type("clear")
        try tmux.launch("open tickets")
        let wallet = try tmux.waitFor("the wallet after use") { $0.contains("使用済み (1)") && $0.contains("未使用 (1)") }
        #expect(wallet.contains("未使用 (1)"))
        try tmux.quit()

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

    /// Four instances on one data directory, signed in to one account, confirm at the same moment:
    /// each buys exactly once and none shows a database error.
    @Test func fourInstancesConfirmAtOnceAndEachBuysOnce() throws {
        let first = try TmuxSession()
        try first.startShell(width: 100, height: 32)
        try first.launch("open facility/aist-2711/ticket")
        try first.createAccountInSignInModal()
        // The others start signed in: the session is kept in the shared data directory.
        let others = try (0..<3).map { _ in try TmuxSession(sharing: first) }
        for terminal in others {
            try terminal.startShell(width: 100, height: 32)
            try terminal.launch("open facility/aist-2711/ticket")
        }
        let all = [first] + others
        for terminal in all {
            try terminal.waitFor(text: "枚数 1/10")
            try terminal.payWithNewCard()
        }
        for terminal in all { try terminal.keys("y") }
        for terminal in all {
            let done = try terminal.waitFor("the receipt or an error") { $0.contains("チケットを 1 枚発行しました") || $0.contains("保存できませんでした") }
            #expect(done.contains("チケットを 1 枚発行しました"))
            // SQLite's own words (English in either language) and the message they come in, in this one.
            #expect(!done.lowercased().contains("locked") && !done.contains("データベースのエラー"))
        }
        try first.keys("Enter")
        let wallet = try first.waitFor(text: "未使用 (4)")
        #expect(!wallet.contains("未使用 (5)"))
        for terminal in all { try terminal.quit() }
    }

    /// The process is killed (-9) on the review screen; the restarted app brings the same order back
    /// and confirming it buys it once.
    @Test func anOrderReviewedBeforeAKillIsResumedAndBoughtOnce() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 100, height: 32)
        try tmux.launch("open facility/aist-2711/ticket")
        try tmux.createAccountInSignInModal()
        try tmux.keys("l")
        try tmux.waitFor(text: "枚数 2/10")
        try tmux.payWithNewCard()
        // The review saves the order as it opens (a write that may finish a moment after the
        // screen is drawn): kill once it is on disk, which is the case this test is about.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(20)
        while (try? StoredOrders.pendingPurchases(dataDirectory: tmux.dataDirectory)) != 1 && clock.now < deadline {
            usleep(20_000) // polling a file for a condition, not ordering async work
        }
        #expect(try StoredOrders.pendingPurchases(dataDirectory: tmux.dataDirectory) == 1)
        try tmux.killApp()
        try tmux.waitFor(text: "EXIT=137")

        try tmux.type("clear")
        try tmux.launch("open facility/aist-2711/ticket")
        try tmux.waitFor(all: ["前回確認した注文を再開しました", "枚数 2/10"])
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["お支払い · 合計", "◉ Visa •••• 4242"])
        try tmux.keys("Enter")
        try tmux.waitFor(text: "y: 購入を確定")
        try tmux.keys("y")
        try tmux.waitFor(text: "チケットを 2 枚発行しました")
        try tmux.keys("Enter")
        try tmux.waitFor(all: ["未使用 (2)"], none: ["未使用 (4)"])
        try tmux.quit()
    }
}

/// A value computed on a thread of its own, waited for with a semaphore: two child processes
/// started at the same moment (Spawn.run blocks its caller).
final class ThreadResult<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?

    func wait() -> Value? {
        done.wait()
        return value
    }

    fileprivate func finish(_ result: Value) {
        value = result
        done.signal()
    }
}

extension Thread {
    static func detachNewThreadWithResult<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> ThreadResult<Value> {
        let result = ThreadResult<Value>()
        Thread.detachNewThread { result.finish(body()) }
        return result
    }
}
