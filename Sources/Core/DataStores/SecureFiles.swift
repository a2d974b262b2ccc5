import Entities
import Foundation

/// The data directory is private to the user: the folder 0700, its files 0600.
public enum SecureFiles {
    public static func prepareDirectory(_ url: URL) throws(CatalogError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .dataDirectory(path: url.path, reason: "exists and is not a directory") }
        } else {
            do {
                try manager.createDirectory(at: url, withIntermediateDirectories: true,
                                            attributes: [.posixPermissions: 0o700])
            } catch {
                throw .dataDirectory(path: url.path, reason: FileProblem.describe(error))
            }
        }
        guard chmod(url.path, 0o700) == 0 else {
            throw .dataDirectory(path: url.path, reason: FileProblem.describe(errno: errno))
        }
        guard access(url.path, W_OK) == 0 else { throw .dataDirectory(path: url.path, reason: "not writable") }
    }

    /// Makes a database file and its SQLite companions readable by the owner only.
    public static func restrict(database path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
            _ = chmod(path + suffix, 0o600)
        }
    }
}
