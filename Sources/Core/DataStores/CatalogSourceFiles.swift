import Entities
import Foundation

/// The data files a catalog is built from, laid out as in `Resources/`:
/// `onsen/aist_onsen_named.csv`, `onsen/aist_onsen_areas.csv`, `prefectures/prefectures.csv`,
/// `prefectures/regions.csv`, `prefectures/capitals.csv`.
public struct CatalogSourceFiles: Sendable, Hashable {
    public var directory: URL

    public init(directory: URL) { self.directory = directory }

    static let relativePaths = [
        "onsen/aist_onsen_named.csv", "onsen/aist_onsen_areas.csv",
        "prefectures/prefectures.csv", "prefectures/regions.csv", "prefectures/capitals.csv",
    ]

    func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

    func read(_ relative: String) throws(CatalogError) -> Data {
        let url = url(relative)
        guard FileManager.default.fileExists(atPath: url.path) else { throw .missingFile(path: url.path) }
        do { return try Data(contentsOf: url) } catch {
            throw .dataDirectory(path: url.path, reason: error.localizedDescription)
        }
    }

    /// A fingerprint of the files' bytes plus the schema and sample-generator versions: when it
    /// changes, a stored catalog is stale and is rebuilt.
    public func fingerprint() throws(CatalogError) -> String {
        var hash = fnv1a64("schema-\(CatalogSchema.version)-sample-\(SampleCommerce.generatorVersion)")
        for path in Self.relativePaths {
            hash = fnv1a64(path.utf8, seed: hash)
            hash = try read(path).withUnsafeBytes { fnv1a64($0, seed: hash) }
        }
        return String(hash, radix: 16)
    }
}
