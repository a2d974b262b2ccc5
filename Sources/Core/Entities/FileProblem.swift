import Foundation
import Localization

/// Failures of files and folders in words a user can act on, instead of "NSCocoaErrorDomain error
/// 512" or a bare errno name.
public enum FileProblem {
    public static func describe(errno code: Int32) -> String {
        switch code {
        case ENOENT: DataErrorText.doesNotExist.text
        case EACCES, EPERM: DataErrorText.permissionDenied.text
        case EROFS: DataErrorText.readOnlyFileSystem.text
        case ENOSPC, EDQUOT: DataErrorText.diskFull.text
        case EISDIR: DataErrorText.isAFolder.text
        case ENOTDIR: DataErrorText.pathThroughFile.text
        case EEXIST: DataErrorText.alreadyExists.text
        case ENAMETOOLONG: DataErrorText.pathTooLong.text
        case ELOOP: DataErrorText.linkLoop.text
        case EIO: DataErrorText.inputOutputError.text
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
            case .fileReadInapplicableStringEncoding, .fileReadCorruptFile: return DataErrorText.notUTF8.text
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
