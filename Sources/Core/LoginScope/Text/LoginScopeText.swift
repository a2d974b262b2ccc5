import Localization

/// What a login-scoped screen says while it has no account to show.
public enum LoginScopeText: SampledCatalog {
    case signIn, signInNeeded, signInOrCreate(key: String), loading

    public static let samples: [LoginScopeText] = [.signIn, .signInNeeded, .signInOrCreate(key: "Enter"), .loading]
}
