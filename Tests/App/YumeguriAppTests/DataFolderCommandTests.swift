import Foundation
import Testing
import TestSupport

/// Issue 34.5 as the command line meets it: `--data-dir` on a shared folder, a read-only one and
/// (as root) another user's link is refused with the reason, and the folder is left as it was.
@Suite(.timeLimit(.minutes(5))) struct DataFolderCommandTests {
    @Test func foldersThatAreNotTheUsersAreRefusedAndLeftAlone() throws {
        let root = try PurchaseFaultTests.scratchDirectory()
        defer {
            chmod(root.appendingPathComponent("readonly").path, 0o700)
            try? FileManager.default.removeItem(at: root)
        }
        var cases: [(path: String, mode: mode_t, reason: String)] = []
        for (name, mode, reason) in [("shared", mode_t(0o1777), "共有フォルダ (モード 1777"),
                                     ("readonly", mode_t(0o500), "読み取り専用です (モード 500)")] {
            let folder = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            chmod(folder.path, mode)
            cases.append((folder.path, mode, reason))
        }
        if geteuid() == 0 {
            let theirs = root.appendingPathComponent("theirs")
            try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: false)
            chmod(theirs.path, 0o755)
            chown(theirs.path, 65_534, 65_534)
            let link = root.appendingPathComponent("link")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "theirs")
            lchown(link.path, 65_534, 65_534)
            cases.append((link.path, 0o755, "のシンボリックリンク"))
        }
        for (path, mode, reason) in cases {
            let result = try Spawn.run([TmuxSession.binary, "favorites", "--data-dir", path])
            #expect(result.status == 1 && result.error.contains(reason) && result.error.contains("--data-dir"), "\(path): \(result.error)")
            var info = stat()
            #expect(stat(path, &info) == 0 && info.st_mode & 0o7777 == mode, "\(path) keeps its mode")
            #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty, "nothing was written into \(path)")
        }
    }
}
