extension LoginScopeText {
    public var en: String {
        switch self {
        case .signIn: "sign in"
        case .signInNeeded: "Sign in to continue"
        case .signInOrCreate(let key): "\(key): sign in or create an account"
        case .loading: "Loading…"
        }
    }
}
