import Foundation
import Localization
import TerminalKit
#if canImport(Glibc)
import Glibc
#endif

/// A file a command writes is there whole or not at all: written under a private name beside it,
/// synced, then renamed over the old one (so a full disk, `ulimit -f` or a kill leaves the old
/// file or none, never half a file). Written by hand rather than with `Data.write(options:
/// .atomic)`: Foundation's version wrote `/dev/full` by renaming a temporary file over the device
/// node's name and said it had succeeded, and it neither syncs the data nor follows a link to the
/// file the link names.
///
/// What is not a regular file (a device, a FIFO: `/dev/stdout`, `/dev/full`, a named pipe) cannot
/// be replaced by a rename: it is written directly, and any failure is still reported.
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        let shown = TerminalText.sanitized(path)
        func failure(_ code: Int32) -> CommandFailure { CommandFailure(CLIText.cannotWriteFile(file: shown, reason: RawOutput.describe(errno: code)).text) }
        // A link is followed to the file it names: the link stays, its file is replaced.
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map {
            $0.hasPrefix("/") ? $0 : (path as NSString).deletingLastPathComponent + "/" + $0
        } ?? path
        var info = stat()
        if stat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            guard info.st_mode & S_IFMT != S_IFDIR else { throw failure(EISDIR) }
            let descriptor = open(target, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(errno) }
            defer { close(descriptor) }
            if let code = bytes.withUnsafeBytes({ RawOutput.writeAll(descriptor, $0) }) { throw failure(code) }
            return
        }
        let existingMode = stat(target, &info) == 0 ? info.st_mode & 0o7777 : nil
        let folder = (target as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        let draft = directory + "/.\((target as NSString).lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).part"
        let descriptor = open(draft, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(errno) }
        var renamed = false
        defer { if !renamed { unlink(draft) } }
        // A file replaced keeps its permissions; a new one gets the umask's (077 for yumeguri's data).
        if let existingMode { fchmod(descriptor, existingMode) }
        let written = bytes.withUnsafeBytes { RawOutput.writeAll(descriptor, $0) }
        let synced = written == nil && fsync(descriptor) == 0 ? nil : (written ?? errno)
        let closed = close(descriptor) == 0 ? nil : errno
        if let code = written ?? synced ?? closed { throw failure(code) }
        guard rename(draft, target) == 0 else { throw failure(errno) }
        renamed = true
        // The rename itself survives a power cut once the folder is synced.
        let folderDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }
}
