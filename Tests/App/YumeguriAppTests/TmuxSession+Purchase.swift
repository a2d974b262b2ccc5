import Testing
import TestSupport

/// What the purchase steps show once each has settled, in the language a test runs in, and what
/// they must not show then (the other language's words for the same place: one language at a
/// time). A step header names every step alike, so each wait names the step's own form.
struct PurchaseWords: Sendable {
    /// The sign-in form's own key line (the new-account form's says "to sign in" instead).
    var signInForm: [String], signInAbsent: [String]
    /// The new-account form's heading.
    var createForm: String, createAbsent: [String]
    /// The payment step's heading and its first field's label: drawn only once the saved cards
    /// are read; keys typed before that are dropped.
    var paymentForm: [String], paymentAbsent: [String]
    /// The review's confirm key.
    var review: String, reviewAbsent: [String]

    static let japanese = PurchaseWords(
        signInForm: ["Enter: サインイン", "Tab: 次へ"], signInAbsent: ["Tab: next"],
        createForm: "新規アカウント作成", createAbsent: ["Create an account"],
        paymentForm: ["お支払い · 合計", "カード番号"], paymentAbsent: ["Payment · total"],
        review: "y: 購入を確定", reviewAbsent: ["confirm the purchase"])

    static let english = PurchaseWords(
        signInForm: ["Enter: sign in", "Tab: next"], signInAbsent: ["サインイン", "次へ"],
        createForm: "Create an account", createAbsent: ["新規アカウント作成"],
        paymentForm: ["Payment · total", "Number"], paymentAbsent: ["お支払い", "カード番号"],
        review: "y: confirm the purchase", reviewAbsent: ["購入を確定"])
}

/// The steps the ticket, pass and trip tests share, as a user performs them.
extension TmuxSession {
    /// In the sign-in modal a purchase opened: Ctrl-N to the new-account form, `name`'s details,
    /// Enter. The caller waits for the step the flow continues on (products, coupons, a trip day).
    func createAccount(in words: PurchaseWords = .japanese, name: String = "湯めぐり太郎",
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        try waitFor(all: words.signInForm, none: words.signInAbsent, sourceLocation: sourceLocation)
        try keys("C-n")
        try waitFor(all: [words.createForm], none: words.createAbsent, sourceLocation: sourceLocation)
        try fillFields([name, "taro@example.com", "2468"])
        try keys("Enter")
    }

    /// In the sign-in modal a ticket purchase opened: create 湯めぐり太郎's account, then wait for
    /// the flow to continue on the products step, one ticket chosen.
    func createAccountInSignInModal(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try createAccount(sourceLocation: sourceLocation)
        try waitFor(text: "枚数 1/10", timeout: .seconds(60), sourceLocation: sourceLocation)
    }

    /// From the products step: on to payment, a new Visa 4242… card, and on to the review.
    /// Returns the review screen.
    @discardableResult
    func payWithNewCard(in words: PurchaseWords = .japanese, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try keys("Enter")
        try waitFor(all: words.paymentForm, none: words.paymentAbsent, sourceLocation: sourceLocation)
        try fillFields(["4242 4242 4242 4242", "12/29", "123", "TARO YAMADA"])
        try keys("Enter")
        return try waitFor(all: [words.review], none: words.reviewAbsent, sourceLocation: sourceLocation)
    }

    /// Where most ticket tests start: 草津's ticket flow opened by its route, a new account, one
    /// adult ticket paid with a new card and confirmed, then the wallet with it (selected) in it.
    /// Returns the wallet screen.
    @discardableResult
    func buyOneTicketAtKusatsu(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try launch("open facility/aist-2711/ticket")
        try createAccountInSignInModal(sourceLocation: sourceLocation)
        try payWithNewCard(sourceLocation: sourceLocation)
        try keys("y")
        try waitFor(text: "チケットを 1 枚発行しました", sourceLocation: sourceLocation)
        try keys("Enter")
        return try waitFor(text: "未使用 (1)", sourceLocation: sourceLocation)
    }

    /// From the wallet: Enter opens the selected (unused) ticket, and its code is read as a
    /// camera reads it, once it has settled. Returns the code's payload.
    func openTicketAndReadItsCode(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try keys("Enter")
        try waitFor(text: "状態 未使用", sourceLocation: sourceLocation)
        // The code is painted (styled spaces) and signed in the screen's effect, a frame after the facts.
        let code = try TicketEndToEndTests.settledCode(self, sourceLocation: sourceLocation)
        return try ZBarDecoder.decode(pbm: HalfBlockImage.pbm(of: code, inkIsDark: true), label: "ticket screen")
    }
}
