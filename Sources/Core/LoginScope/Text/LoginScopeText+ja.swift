extension LoginScopeText {
    public var ja: String {
        switch self {
        case .signIn: "サインイン"
        case .signInNeeded: "サインインが必要です"
        case .signInOrCreate(let key): "\(key): サインイン / アカウント作成"
        case .loading: "読み込み中…"
        }
    }
}
