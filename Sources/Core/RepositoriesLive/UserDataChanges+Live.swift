import Dependencies
import Entities
import Repositories

extension UserDataChanges: DependencyKey {
    public static var liveValue: UserDataChanges {
        @Dependency(\.catalogLocation) var location
        return live(UserConnection.shared(dataDirectory: location.dataDirectory))
    }

    /// The token of `connection`: it moves for commits made through other connections (other
    /// processes), and for tickets and passes changed through this one, so a ticket used at the
    /// in-app desk reaches the wallet the way one used by `yumeguri desk verify` does. Favourites
    /// and visits written here do not move it: their stores have already shown them.
    public static func live(_ connection: UserConnection) -> UserDataChanges {
        UserDataChanges { () throws(UserDataError) in try await connection.database().changeToken() }
    }
}
