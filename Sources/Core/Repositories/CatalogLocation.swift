import Dependencies
import Foundation

/// Where the catalog comes from and where its database goes. The App fills this from the CLI
/// (`--data-dir`, `--catalog`) and the environment.
public struct CatalogLocation: Sendable, Hashable {
    /// The user's data directory (user database and built catalogs).
    public var dataDirectory: URL
    /// The folder with the catalog CSV files (`onsen/`, `prefectures/`).
    public var sourceDirectory: URL
    /// True for the catalog bundled in Resources; other catalogs get a database file of their own.
    public var isBundled: Bool

    public init(dataDirectory: URL, sourceDirectory: URL, isBundled: Bool) {
        self.dataDirectory = dataDirectory
        self.sourceDirectory = sourceDirectory
        self.isBundled = isBundled
    }

    /// `$YUMEGURI_DATA_DIR`, else `$XDG_DATA_HOME/yumeguri`, else `~/.local/share/yumeguri`.
    public static func defaultDataDirectory(environment: [String: String]) -> URL {
        if let dir = environment["YUMEGURI_DATA_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("yumeguri")
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/yumeguri")
    }
}

extension CatalogLocation: DependencyKey {
    public static var liveValue: CatalogLocation {
        CatalogLocation(
            dataDirectory: defaultDataDirectory(environment: ProcessInfo.processInfo.environment),
            sourceDirectory: URL(fileURLWithPath: "Resources"),
            isBundled: true
        )
    }

    public static var testValue: CatalogLocation {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-test-\(UUID().uuidString)")
        return CatalogLocation(dataDirectory: temporary, sourceDirectory: temporary, isBundled: false)
    }
}

extension DependencyValues {
    public var catalogLocation: CatalogLocation {
        get { self[CatalogLocation.self] }
        set { self[CatalogLocation.self] = newValue }
    }
}

extension CatalogLocation {
    /// This installation's ticket-signing key, next to the user database (0600).
    public var issuerKeyFile: URL { dataDirectory.appendingPathComponent("issuer-key") }
}
