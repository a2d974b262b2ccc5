import Foundation
import Localization

extension ConfigFile {
    /// The file's text, or nil when there is none (having none is normal). Anything else that is
    /// not a readable regular file within `ConfigLimits.maximumBytes` is an error in plain words:
    /// a folder gave "NSCocoaErrorDomain error 256", a loop of links was taken for no file at all,
    /// and a FIFO would have been read forever.
    static func read(_ url: URL) throws(ConfigError) -> String? {
        let path = url.path
        func refuse(_ reason: String) -> ConfigError { .unreadable(path: path, reason: reason) }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw refuse(describe(errno: errno))
        }
        let isLink = info.st_mode & S_IFMT == S_IFLNK
        guard stat(path, &info) == 0 else {
            switch errno {
            case ELOOP: throw refuse(ConfigErrorText.linkLoop(path: path).text)
            case ENOENT where isLink: throw refuse(ConfigErrorText.danglingLink.text)
            default: throw refuse(describe(errno: errno))
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw refuse(ConfigErrorText.isAFolder.text)
        default: throw refuse(ConfigErrorText.notRegularFile.text)
        }
        let limit = ConfigLimits.maximumBytes
        guard Int(info.st_size) <= limit else { throw refuse(tooLarge(Int(info.st_size))) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw refuse(describe(errno: errno)) }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: limit + 1) ?? Data() } catch { throw refuse(error.localizedDescription) }
        // Grown since it was measured: the same limit.
        guard data.count <= limit else { throw refuse(tooLarge(data.count)) }
        guard let text = String(data: data, encoding: .utf8) else { throw refuse(ConfigErrorText.notUTF8.text) }
        return text
    }

    private static func tooLarge(_ bytes: Int) -> String {
        ConfigErrorText.tooLarge(bytes: bytes.formatted(), kibibytes: (ConfigLimits.maximumBytes >> 10).formatted()).text
    }

    private static func describe(errno code: Int32) -> String {
        switch code {
        case EACCES, EPERM: ConfigErrorText.permissionDenied.text
        case ENOTDIR: ConfigErrorText.pathThroughFile.text
        case ELOOP: ConfigErrorText.pathLinkLoop.text
        default: String(cString: strerror(code))
        }
    }
}
