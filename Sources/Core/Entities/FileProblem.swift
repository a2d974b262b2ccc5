import Foundation

/// Failures of files and folders in words a user can act on, instead of "NSCocoaErrorDomain error
/// 512" or a bare errno name.
public enum FileProblem {
    public static func describe(errno code: Int32) -> String {
        switch code {
        case ENOENT: "it does not exist"
        case EACCES, EPERM: "permission denied (check its owner and mode with ls -l)"
        case EROFS: "the file system is read-only"
        case ENOSPC, EDQUOT: "the disk is full"
        case EISDIR: "it is a folder, not a file"
        case ENOTDIR: "part of the path is a file, not a folder"
        case EEXIST: "something else already exists there"
        case ENAMETOOLONG: "the path is too long"
        case ELOOP: "the path has a loop of symbolic links"
        case EIO: "the disk reported an input/output error"
        default: String(cString: strerror(code))
        }
    }

    /// Any error from Foundation's file APIs, described by its underlying POSIX code where it has one.
    public static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return describe(errno: Int32(nsError.code)) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return describe(errno: Int32(underlying.code))
        }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return describe(errno: ENOENT)
            case .fileReadNoPermission, .fileWriteNoPermission: return describe(errno: EACCES)
            case .fileWriteOutOfSpace: return describe(errno: ENOSPC)
            case .fileWriteVolumeReadOnly: return describe(errno: EROFS)
            case .fileWriteFileExists: return describe(errno: EEXIST)
            case .fileReadInapplicableStringEncoding, .fileReadCorruptFile: return "it is not UTF-8 text"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
