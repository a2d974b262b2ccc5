import Dependencies
import Entities

/// Commits to the user database by other processes (another terminal, a front desk), as a token
/// that changes when one happened. Stores do not poll it themselves: one `UserDataChangeFeed`
/// asks it and tells them.
public struct UserDataChanges: Sendable {
    /// Changes exactly when another process has committed since the last call.
    public var token: @Sendable () async throws(UserDataError) -> Int

    public init(token: @escaping @Sendable () async throws(UserDataError) -> Int) {
        self.token = token
    }
}

extension UserDataChanges: TestDependencyKey {
    public static let testValue = UserDataChanges { () throws(UserDataError) in
        throw unimplementedError("UserDataChanges.token")
    }
}

extension DependencyValues {
    public var userDataChanges: UserDataChanges {
        get { self[UserDataChanges.self] }
        set { self[UserDataChanges.self] = newValue }
    }
}
