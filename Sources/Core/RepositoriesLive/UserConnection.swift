import DataStores
import Entities
import Foundation
import Synchronization

/// Opens the user database once, on first use; a failed open is retried on the next call.
///
/// Every live client of one data directory shares one connection: one pool per process, and the
/// change token read on its writer (SQLite's `data_version`) then changes for other processes'
/// commits only — with a pool per client, each client's writes looked like another process's.
public actor UserConnection {
    private let open: @Sendable () throws(UserDataError) -> UserDatabase
    private var opened: UserDatabase?

    public init(open: @escaping @Sendable () throws(UserDataError) -> UserDatabase) { self.open = open }

    func database() throws(UserDataError) -> UserDatabase {
        if let opened { return opened }
        let database = try open()
        opened = database
        return database
    }

    /// Opens now rather than on first use: the app checks the database before its first frame, so
    /// a damaged file is a clear message instead of screens that quietly show nothing.
    public func openNow() async throws(UserDataError) {
        // A file too large to check at every open is checked meanwhile, before its first write.
        try await database().startDamageCheck()
        // A failed import's rows stay invisible until removed: its process could not remove them
        // when the disk was full, so the next start does, once there is room (best effort).
        try? await database().removeAbandonedVisitImports()
    }

    /// Closes the database at the end of the process (see `UserDatabase.close`). Best effort: a
    /// connection still in use is left to the process's exit, as before. A later call opens again.
    public func close() {
        guard let opened else { return }
        try? opened.close()
        self.opened = nil
    }

    private static let sharedConnections = Mutex<[String: UserConnection]>([:])

    /// Closes every data directory's database this process opened, as it ends.
    nonisolated(nonsending) public static func closeAll() async {
        for connection in sharedConnections.withLock({ Array($0.values) }) { await connection.close() }
    }

    /// The process's connection to the user database in `dataDirectory`.
    public static func shared(dataDirectory: URL) -> UserConnection {
        let key = dataDirectory.standardizedFileURL.path
        return sharedConnections.withLock { connections in
            if let existing = connections[key] { return existing }
            let made = UserConnection(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: dataDirectory) })
            connections[key] = made
            return made
        }
    }
}
