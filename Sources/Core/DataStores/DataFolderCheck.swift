import Entities
import Foundation
import Localization

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
                guard mkdir(next, 0o700) == 0 || errno == EEXIST else { throw Refusal(reason: DataStoreText.cannotCreateFolder(path: next, reason: FileProblem.describe(errno: errno)).text) }
                pending.insert(name, at: 0)
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                links += 1
                guard links <= maximumLinks else { throw Refusal(reason: FileProblem.describe(errno: ELOOP)) }
                guard info.st_uid == user || info.st_uid == 0 else {
                    throw Refusal(reason: DataStoreText.throughOthersLink(link: next, owner: "\(info.st_uid)").text)
                }
                let target = try linkTarget(next)
                if target.hasPrefix("/") { current = "" }
                pending = components(target) + pending
            case S_IFDIR:
                if !pending.isEmpty { try checkParent(next, info) }
                current = next
            default:
                throw Refusal(reason: DataStoreText.isAFile(next).text)
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
        throw Refusal(reason: DataStoreText.parentWritableByAnyone(path: path, mode: mode(info)).text)
    }

    private static func checkFolder(_ path: String, shownAs shown: String, user: uid_t) throws(Refusal) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Refusal(reason: FileProblem.describe(errno: errno)) }
        guard info.st_uid == user else {
            throw Refusal(reason: DataStoreText.othersFolder(owner: "\(info.st_uid)", user: "\(user)").text)
        }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            if info.st_mode & S_ISVTX != 0 {
                throw Refusal(reason: DataStoreText.sharedFolder(mode: mode(info), suggestion: "\(shown)/yumeguri").text)
            }
            throw Refusal(reason: DataStoreText.othersCanWrite(mode: mode(info), path: shown).text)
        }
        guard info.st_mode & S_IWUSR != 0, info.st_mode & S_IXUSR != 0 else {
            throw Refusal(reason: DataStoreText.readOnlyFolder(mode: mode(info), path: shown).text)
        }
        // Read-only file systems, and the rules only the kernel knows (ACLs, mounts).
        guard access(path, W_OK | X_OK) == 0 else { throw Refusal(reason: DataStoreText.notWritable(FileProblem.describe(errno: errno)).text) }
    }

    private static func mode(_ info: stat) -> String { String(info.st_mode & 0o7777, radix: 8) }
}
