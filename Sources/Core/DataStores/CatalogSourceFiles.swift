import Entities
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The data files a catalog is built from, laid out as in `Resources/`:
/// `onsen/aist_onsen_named.csv`, `onsen/aist_onsen_areas.csv`, `prefectures/prefectures.csv`,
/// `prefectures/regions.csv`, `prefectures/capitals.csv`, and optionally `onsen/aliases.csv` and the
/// rallies (`onsen/rallies.csv`, `onsen/rally_members.csv`).
public struct CatalogSourceFiles: Sendable, Hashable {
    public var directory: URL

    public init(directory: URL) { self.directory = directory }

    static let relativePaths = [
        "onsen/aist_onsen_named.csv", "onsen/aist_onsen_areas.csv",
        "prefectures/prefectures.csv", "prefectures/regions.csv", "prefectures/capitals.csv",
    ]

    /// Files a catalog may do without (a synthetic or hand-made catalog has no aliases).
    static let optionalPaths: Set<String> = ["onsen/aliases.csv", "onsen/rallies.csv", "onsen/rally_members.csv"]
    static let aliasesPath = "onsen/aliases.csv"

    /// Every file that makes up the catalog: the required ones and whichever optional ones exist.
    var presentPaths: [String] {
        Self.relativePaths + Self.optionalPaths.sorted().filter { FileManager.default.fileExists(atPath: url($0).path) }
    }

    func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

    func read(_ relative: String) throws(CatalogError) -> Data {
        let url = url(relative)
        guard FileManager.default.fileExists(atPath: url.path) else { throw .missingFile(path: url.path) }
        do { return try Data(contentsOf: url) } catch {
            throw .dataDirectory(path: url.path, reason: FileProblem.describe(error))
        }
    }

    /// A fingerprint of the files' bytes plus the schema and sample-generator versions: when it
    /// changes, a stored catalog is stale and is rebuilt.
    public func fingerprint() throws(CatalogError) -> String {
        var hashes: [String: UInt64] = [:]
        for path in presentPaths { hashes[path] = try hashContents(of: path) }
        return Self.fingerprint(contentHashes: hashes)
    }

    /// The fingerprint from each present file's `ContentHash`: a build takes them as it reads
    /// the files, so the bytes are read once, not once to hash and again to import.
    static func fingerprint(contentHashes: [String: UInt64]) -> String {
        var hash = fnv1a64("schema-\(CatalogSchema.version)-sample-\(SampleCommerce.generatorVersion)-springs-\(SpringClassification.rulesVersion)")
        for path in relativePaths + optionalPaths.sorted() {
            guard let contents = contentHashes[path] else { continue }
            hash = fnv1a64(path.utf8, seed: hash)
            hash = withUnsafeBytes(of: contents.littleEndian) { fnv1a64($0, seed: hash) }
        }
        return String(hash, radix: 16)
    }

    /// `ContentHash` of `bytes`, as the build takes it of a small file read whole.
    static func contentHash(_ bytes: Data) -> UInt64 {
        var hash = ContentHash()
        bytes.withUnsafeBytes { hash.add($0) }
        return hash.value
    }

    /// A chunk at a time: a million-row file is never held whole.
    private func hashContents(of relative: String) throws(CatalogError) -> UInt64 {
        let url = url(relative)
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            if !FileManager.default.fileExists(atPath: url.path) { throw .missingFile(path: url.path) }
            throw .dataDirectory(path: url.path, reason: FileProblem.describe(errno: errno))
        }
        defer { try? handle.close() }
        var hash = ContentHash()
        while true {
            let chunk: Data
            do { chunk = try handle.read(upToCount: CSVFileReader.chunkSize) ?? Data() } catch {
                throw .dataDirectory(path: url.path, reason: FileProblem.describe(error))
            }
            if chunk.isEmpty { return hash.value }
            chunk.withUnsafeBytes { hash.add($0) }
        }
    }

    /// What `stat` says of the files — size, inode, and modification and change times to the
    /// nanosecond — plus the schema and sample versions. Taking it costs five system calls, where
    /// `fingerprint()` reads and hashes every byte (seconds for a million-row catalog), so a start
    /// compares this first and hashes only when a file was touched. As with git's index, a file
    /// rewritten with the same size within the same nanosecond tick would go unnoticed; `catalog
    /// build --force` is the way out of that.
    public func statSignature() throws(CatalogError) -> String {
        var text = "schema-\(CatalogSchema.version)-sample-\(SampleCommerce.generatorVersion)-springs-\(SpringClassification.rulesVersion)"
        for path in presentPaths {
            let url = url(path)
            var info = stat()
            guard stat(url.path, &info) == 0 else {
                if errno == ENOENT { throw .missingFile(path: url.path) }
                throw .dataDirectory(path: url.path, reason: FileProblem.describe(errno: errno))
            }
            text += "|\(path):\(info.st_size):\(info.st_ino):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
        }
        return String(fnv1a64(text), radix: 16)
    }
}
