import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MapOutline {
    /// The largest map file read: the shipped two are ~200 kB together; a file many times that is
    /// not an outline, and is refused before it is read into memory.
    public static let maximumFileBytes = 16 << 20

    /// A map file's bytes: only a regular file (a FIFO would block the load for ever), no larger
    /// than `maximumFileBytes`; every failure a `MapReadProblem`, not Foundation's English sentence.
    static func read(_ url: URL) throws(MapOutlineError) -> Data {
        let file = url.lastPathComponent
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(file: file, reason: problem(errno: errno)) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(file: file, reason: problem(errno: errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .unreadable(file: file, reason: .notARegularFile) }
        guard status.st_size <= maximumFileBytes else { throw .unreadable(file: file, reason: .tooLarge(bytes: Int(status.st_size))) }
        do {
            // One byte past the bound: a file that grew after fstat is refused too.
            let data = try handle.read(upToCount: maximumFileBytes + 1) ?? Data()
            guard data.count <= maximumFileBytes else { throw MapOutlineError.unreadable(file: file, reason: .tooLarge(bytes: data.count)) }
            return data
        } catch let error as MapOutlineError {
            throw error
        } catch {
            let code = (error as NSError).domain == NSPOSIXErrorDomain ? Int32((error as NSError).code) : EIO
            throw .unreadable(file: file, reason: problem(errno: code))
        }
    }

    private static func problem(errno code: Int32) -> MapReadProblem {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .notARegularFile
        default: .system(code: code, message: String(cString: strerror(code)))
        }
    }
}
