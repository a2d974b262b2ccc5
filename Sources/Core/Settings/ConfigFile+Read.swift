import Foundation

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
            case ELOOP: throw refuse("it is a symbolic link in a loop (ls -l \(path) shows where it points)")
            case ENOENT where isLink: throw refuse("it is a symbolic link to something that does not exist: remove it or point it at a config file")
            default: throw refuse(describe(errno: errno))
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw refuse("it is a folder, not a file (the config is a file named config.toml)")
        default: throw refuse("it is not a regular file (a FIFO or a device is not read)")
        }
        let limit = ConfigLimits.maximumBytes
        guard Int(info.st_size) <= limit else { throw refuse(tooLarge(Int(info.st_size))) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw refuse(describe(errno: errno)) }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: limit + 1) ?? Data() } catch { throw refuse(error.localizedDescription) }
        // Grown since it was measured: the same limit.
        guard data.count <= limit else { throw refuse(tooLarge(data.count)) }
        guard let text = String(data: data, encoding: .utf8) else { throw refuse("it is not UTF-8 text") }
        return text
    }

    private static func tooLarge(_ bytes: Int) -> String {
        "it is \(bytes.formatted()) bytes; a config file may be at most \((ConfigLimits.maximumBytes >> 10).formatted()) KiB "
            + "(all of `yumeguri config default` is under 32 KB)"
    }

    private static func describe(errno code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied (check its owner and mode with ls -l)"
        case ENOTDIR: "part of the path is a file, not a folder"
        case ELOOP: "the path has a loop of symbolic links"
        default: String(cString: strerror(code))
        }
    }
}
