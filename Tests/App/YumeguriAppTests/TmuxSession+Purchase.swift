import Testing

/// The steps the ticket tests share, as a user performs them.
extension TmuxSession {
    /// In the sign-in modal the purchase opened: create 湯めぐり太郎's account, then wait for the
    /// flow to continue on the products step.
    func createAccountInSignInModal() throws {
        try waitFor(all: ["サインイン", "次へ"])
        try keys("C-n")
        try waitFor(text: "新規アカウント作成")
        try fillFields(["湯めぐり太郎", "taro@example.com", "2468"])
        try keys("Enter")
        try waitFor(text: "枚数 1/10", timeout: .seconds(60))
    }

    /// From the products step: on to payment, a new Visa 4242… card, and on to the review.
    /// Returns the review screen.
    @discardableResult
    func payWithNewCard() throws -> String {
        try keys("Enter")
        try waitFor(text: "お支払い · 合計")
        try fillFields(["4242 4242 4242 4242", "12/29", "123", "TARO YAMADA"])
        try keys("Enter")
        return try waitFor(text: "y: 購入を確定")
    }
}
