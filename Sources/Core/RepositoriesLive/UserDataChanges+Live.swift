import Dependencies
import Entities
import Repositories

extension UserDataChanges: DependencyKey {
    public static var liveValue: UserDataChanges {
        @Dependency(\.catalogLocation) var location
        return live(UserConnection.shared(dataDirectory: location.dataDirectory))
    }

    /// The token of `connection`'s writer: it moves for commits made through other connections
    /// (other processes) only, so a store is not told about the write it has just made itself.
    public static func live(_ connection: UserConnection) -> UserDataChanges {
        UserDataChanges { () throws(UserDataError) in try await connection.database().dataVersion() }
    }
}
