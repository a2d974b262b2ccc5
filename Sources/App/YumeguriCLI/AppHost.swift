import Credentials
import Dependencies
import Entities
import Navigation
import Repositories
import Settings

/// What only the composition root can give a command: the app itself (for `yumeguri`, `open`,
/// `desk`), every screen's key table (for `config`), the desk's checking-only signer and the
/// user database's start-up check, so the commands link no feature, screen or live client.
public struct AppHost: Sendable {
    /// Runs the app (the terminal UI) from a deep link; its exit status.
    public var start: @Sendable (_ settings: AppSettings, _ link: DeepLink?) async throws -> Int32
    public var keyTables: @Sendable @MainActor () -> [KeyTableDescription]
    /// A signer over this installation's key that never makes a key (the desk only checks).
    public var checkingSigner: @Sendable (_ location: CatalogLocation) -> TicketSigner
    /// Opens the user database now: a damaged one, or one from a newer version, says so here.
    public var openUserData: @Sendable (_ location: CatalogLocation) async throws(UserDataError) -> Void

    public init(start: @escaping @Sendable (AppSettings, DeepLink?) async throws -> Int32,
                keyTables: @escaping @Sendable @MainActor () -> [KeyTableDescription],
                checkingSigner: @escaping @Sendable (CatalogLocation) -> TicketSigner,
                openUserData: @escaping @Sendable (CatalogLocation) async throws(UserDataError) -> Void) {
        self.start = start
        self.keyTables = keyTables
        self.checkingSigner = checkingSigner
        self.openUserData = openUserData
    }
}

extension AppHost: TestDependencyKey {
    public static let testValue = AppHost(
        start: { _, _ in
            reportIssue("AppHost.start is not overridden in this test")
            return 1
        },
        keyTables: {
            reportIssue("AppHost.keyTables is not overridden in this test")
            return []
        },
        checkingSigner: { _ in
            reportIssue("AppHost.checkingSigner is not overridden in this test")
            return TicketSigner.testValue
        },
        openUserData: { _ throws(UserDataError) in
            reportIssue("AppHost.openUserData is not overridden in this test")
        })
}

extension DependencyValues {
    public var appHost: AppHost {
        get { self[AppHost.self] }
        set { self[AppHost.self] = newValue }
    }
}
