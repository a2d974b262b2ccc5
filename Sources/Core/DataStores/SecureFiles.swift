import Entities
import Foundation

/// The data directory is private to the user: a folder it creates 0700, its files 0600.
public enum SecureFiles {
    /// Creates the folder 0700 when it is missing; an existing one is used as it is or refused
    /// (`DataFolderCheck`), never chmodded.
    public static func prepareDirectory(_ url: URL) throws(CatalogError) {
        do { try DataFolderCheck.prepare(url.path) } catch { throw .dataDirectory(path: url.path, reason: error.reason) }
    }

    /// Makes a database file and its SQLite companions readable by the owner only.
    public static func restrict(database path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
            _ = chmod(path + suffix, 0o600)
        }
    }
}
