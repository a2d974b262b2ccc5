import Entities
import Foundation

/// Whether a folder may hold the user's data (accounts, PIN hashes, tickets, the signing key),
/// decided without changing it: yumeguri used to chmod whatever folder it was given to 0700,
/// through symbolic links, so a shared 1777 folder lost its sticky bit, another user's folder
/// became root's, and a folder the user had made read-only became writable.
///
/// A missing folder (and any missing parent) is created 0700. An existing one is used as it is,
/// or refused with what to do: one another user owns, one others can write to, one the user made
/// read-only, and one reached through a symbolic link another user owns (whoever owns the link
/// decides where the data goes). A parent others can write to without the sticky bit is refused
/// too: anyone could rename the data folder away and put a link in its place.
enum DataFolderCheck {
    struct Refusal: Error {
        var reason: String
    }

    /// The most links followed, as the kernel's own limit (`ELOOP`).
    static let maximumLinks = 40

    static func prepare(_ path: String) throws(Refusal) {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var pending = components(absolute)
        var current = ""
        var links = 0
        let user = geteuid()
        while !pending.isEmpty {
            let name = pending.removeFirst()
            if name == ".." {
                current = (current as NSString).deletingLastPathComponent
                if current == "/" { current = "" }
                continue
            }
            let next = current + "/" + name
            var info = stat()
            guard lstat(next, &info) == 0 else {
                guard errno == ENOENT else { throw Refusal(reason: "\(next): \(FileProblem.describe(errno: errno))") }
                // Made private; an EEXIST (another process made it meanwhile) is looked at again.
                guard mkdir(next, 0o700) == 0 || errno == EEXIST else { throw Refusal(reason: "cannot create \(next): \(FileProblem.describe(errno: errno))") }
                pending.insert(name, at: 0)
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                links += 1
                guard links <= maximumLinks else { throw Refusal(reason: FileProblem.describe(errno: ELOOP)) }
                guard info.st_uid == user || info.st_uid == 0 else {
                    throw Refusal(reason: "it is reached through the symbolic link \(next), which belongs to another user (uid \(info.st_uid)); "
                                  + "that user decides where the data would go. Pass --data-dir a folder of your own, not through that link")
                }
                let target = try linkTarget(next)
                if target.hasPrefix("/") { current = "" }
                pending = components(target) + pending
            case S_IFDIR:
                if !pending.isEmpty { try checkParent(next, info) }
                current = next
            default:
                throw Refusal(reason: "\(next) is a file, not a folder")
            }
        }
        try checkFolder(current.isEmpty ? "/" : current, shownAs: path, user: user)
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    private static func linkTarget(_ path: String) throws(Refusal) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { throw Refusal(reason: "\(path): \(FileProblem.describe(errno: errno))") }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func checkParent(_ path: String, _ info: stat) throws(Refusal) {
        guard info.st_mode & S_IWOTH != 0, info.st_mode & S_ISVTX == 0 else { return }
        throw Refusal(reason: "its parent folder \(path) can be written by anyone (mode \(mode(info))) without the sticky bit, "
                      + "so anyone could put something else in the data folder's place. Use a folder under one only you can write")
    }

    private static func checkFolder(_ path: String, shownAs shown: String, user: uid_t) throws(Refusal) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Refusal(reason: FileProblem.describe(errno: errno)) }
        guard info.st_uid == user else {
            throw Refusal(reason: "it belongs to another user (uid \(info.st_uid); you are uid \(user)), and yumeguri never changes "
                          + "another user's folder. Pass --data-dir a folder of your own (a missing one is created, private)")
        }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            if info.st_mode & S_ISVTX != 0 {
                throw Refusal(reason: "it is a shared folder (mode \(mode(info)), like /tmp) that others can write to, and it would hold "
                              + "your accounts and tickets. Pass --data-dir a new folder inside it, e.g. \(shown)/yumeguri (created "
                              + "private); yumeguri does not change a shared folder's permissions")
            }
            throw Refusal(reason: "others can write to it (mode \(mode(info))), and it would hold your accounts and tickets. yumeguri "
                          + "does not change its permissions: run chmod 700 \(shown), or pass --data-dir a new folder (created private)")
        }
        guard info.st_mode & S_IWUSR != 0, info.st_mode & S_IXUSR != 0 else {
            throw Refusal(reason: "it is read-only (mode \(mode(info))), and yumeguri does not make it writable: run chmod u+w \(shown), "
                          + "or pass --data-dir another folder")
        }
        // Read-only file systems, and the rules only the kernel knows (ACLs, mounts).
        guard access(path, W_OK | X_OK) == 0 else { throw Refusal(reason: "not writable: \(FileProblem.describe(errno: errno))") }
    }

    private static func mode(_ info: stat) -> String { String(info.st_mode & 0o7777, radix: 8) }
}
