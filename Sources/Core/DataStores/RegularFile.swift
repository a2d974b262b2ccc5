import Foundation

/// What is at a path the app is about to open or hand to a child process. Opening a FIFO blocks
/// until someone writes to it (`doctor` hung on a FIFO named user.sqlite, `rallies` on a FIFO
/// catalog.sqlite, zbarimg on a FIFO image and outlived the app), and a device reads forever:
/// only a regular file (after symlinks) is read.
public enum RegularFile {
    public enum Finding: Equatable, Sendable {
        case regular(bytes: Int64)
        case missing
        /// A FIFO, a socket, a device or a folder: `kind` says which, in words.
        case notRegular(kind: String)
    }

    public static func examine(_ path: String) -> Finding {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular(bytes: Int64(info.st_size))
        case S_IFIFO: return .notRegular(kind: "a FIFO (named pipe)")
        case S_IFSOCK: return .notRegular(kind: "a socket")
        case S_IFCHR, S_IFBLK: return .notRegular(kind: "a device")
        case S_IFDIR: return .notRegular(kind: "a folder")
        default: return .notRegular(kind: "not a regular file")
        }
    }

    /// Why `path` must not be opened, or nil (a regular file, or nothing there yet).
    public static func refusal(_ path: String) -> String? {
        guard case .notRegular(let kind) = examine(path) else { return nil }
        return "\(path) is \(kind), not a regular file: move it away"
    }
}
