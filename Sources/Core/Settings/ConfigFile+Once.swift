import Foundation
import Synchronization

extension ConfigFile {
    private static let loaded = Mutex<[String: Result<AppConfig, ConfigError>]>([:])

    /// `load`, at most once per path in a process: the start reads the config for its language
    /// (`LanguageArgument`, before anything parses the arguments) and the app reads it again for
    /// its theme and keys; both get the one reading, with its error if it had one. `config check`
    /// keeps calling `load`, which always reads the file as it is now.
    public static func loadOnce(_ url: URL, tables: @autoclosure () -> [KeyTableDescription]) throws(ConfigError) -> AppConfig {
        if let earlier = loaded.withLock({ $0[url.path] }) { return try earlier.get() }
        let result: Result<AppConfig, ConfigError>
        do { result = .success(try load(url, tables: tables())) } catch { result = .failure(error) }
        loaded.withLock { $0[url.path] = result }
        return try result.get()
    }
}
