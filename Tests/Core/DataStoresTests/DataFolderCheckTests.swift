import DataStores
import Entities
import Foundation
import Testing

/// Issue 34.5: the data directory is created private when missing, and an existing folder is
/// never chmodded: one that others can write, that another user owns, that the user made
/// read-only, or that is reached through another user's link is refused with what to do.
@Suite struct DataFolderCheckTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-folders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        chmod(root.path, 0o700)
    }

    func folder(_ name: String, mode: mode_t) throws -> URL {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        chmod(url.path, mode)
        return url
    }

    func mode(_ url: URL) -> mode_t {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    func owner(_ url: URL) -> uid_t {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_uid : .max
    }

    /// The refusal's reason, or nil when the folder was accepted.
    func refusal(_ url: URL) -> String? {
        do {
            try SecureFiles.prepareDirectory(url)
            return nil
        } catch {
            guard case .dataDirectory(_, let reason) = error else { return "\(error)" }
            return reason
        }
    }

    /// Root's tests make another user's folders with chown; a user's own run cannot, and says so.
    static let canChown = geteuid() == 0
    static let otherUser: uid_t = 65_534

    @Test func aMissingFolderAndItsParentsAreCreatedPrivate() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("a/b/data")
        #expect(refusal(data) == nil)
        #expect(mode(root.appendingPathComponent("a")) == 0o700)
        #expect(mode(data) == 0o700)
    }

    @Test func anExistingPrivateEnoughFolderIsUsedAsItIs() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let data = try folder("data", mode: 0o755)
        #expect(refusal(data) == nil)
        #expect(mode(data) == 0o755, "never chmodded")
    }

    @Test(arguments: [(mode_t(0o777), "chmod 700"), (mode_t(0o1777), "共有フォルダ"), (mode_t(0o770), "chmod 700")])
    func aFolderOthersCanWriteIsRefusedAndKept(_ permissions: mode_t, _ advice: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let data = try folder("shared", mode: permissions)
        let reason = try #require(refusal(data))
        #expect(reason.contains("書き込め") && reason.contains(advice) && reason.contains("--data-dir"), "\(reason)")
        #expect(mode(data) == permissions, "the sticky bit and the others' access stay")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty)
    }

    @Test func aReadOnlyFolderIsNotMadeWritable() throws {
        defer {
            chmod(root.appendingPathComponent("readonly").path, 0o700)
            try? FileManager.default.removeItem(at: root)
        }
        let data = try folder("readonly", mode: 0o500)
        let reason = try #require(refusal(data))
        #expect(reason.contains("読み取り専用です (モード 500)") && reason.contains("chmod u+w"), "\(reason)")
        #expect(mode(data) == 0o500)
    }

    @Test(.enabled(if: canChown, "needs root to give a folder to another user"))
    func anotherUsersFolderIsRefusedAndUntouched() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let data = try folder("theirs", mode: 0o755)
        chown(data.path, Self.otherUser, Self.otherUser)
        let reason = try #require(refusal(data))
        #expect(reason.contains("ほかのユーザーのフォルダです (uid 65534"), "\(reason)")
        #expect(mode(data) == 0o755 && owner(data) == Self.otherUser)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty, "nothing was added")
        // A database opened there stops before writing anything either.
        #expect(throws: UserDataError.self) { try UserDatabase.open(dataDirectory: data) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).isEmpty)
    }

    @Test(.enabled(if: canChown, "needs root to give a link to another user"))
    func aLinkAnotherUserOwnsIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let target = try folder("target", mode: 0o700)
        let link = root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        lchown(link.path, Self.otherUser, Self.otherUser)
        let reason = try #require(refusal(link.appendingPathComponent("data")))
        #expect(reason.contains("シンボリックリンク") && reason.contains("ほかのユーザー"), "\(reason)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty, "nothing was created behind the link")
    }

    @Test func theUsersOwnLinkIsFollowedAndItsFolderKept() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let target = try folder("target", mode: 0o750)
        let link = root.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target")
        #expect(refusal(link) == nil)
        #expect(mode(target) == 0o750)
    }

    @Test func aParentAnyoneCanWriteWithoutTheStickyBitIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let open = try folder("open", mode: 0o777)
        let reason = try #require(refusal(open.appendingPathComponent("data")))
        #expect(reason.contains("親フォルダ") && reason.contains("スティッキービット"), "\(reason)")
        #expect(!FileManager.default.fileExists(atPath: open.appendingPathComponent("data").path))
    }

    @Test func aLoopOfLinksIsNamed() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("a").path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("b").path, withDestinationPath: "a")
        let reason = try #require(refusal(root.appendingPathComponent("a")))
        #expect(reason.contains("シンボリックリンクが循環しています"), "\(reason)")
    }
}
