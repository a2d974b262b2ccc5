import Foundation
import Testing

/// The build's `--explicit-target-dependency-import-check` accepts an import of any target reachable
/// through the declared ones; these tests hold every file to its target's direct edges and to the
/// layers' forbidden ones.
@Suite struct ImportEdgeTests {
    static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under folder: URL) -> [(path: String, text: String)] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [(path: String, text: String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                files.append((String(url.path.dropFirst(packageRoot.path.count + 1)), text))
            }
        }
        return files
    }

    @Test func everyImportIsADirectEdgeTheLayersAllow() throws {
        let text = try String(contentsOf: Self.packageRoot.appending(path: "Package.swift"), encoding: .utf8)
        let manifest = PackageManifest(text: text)
        #expect(manifest.targets.count > 40, "the manifest reader found \(manifest.targets.count) targets")
        var files: [String: [(path: String, text: String)]] = [:]
        for target in manifest.targets {
            guard let path = target.path else { continue }
            files[target.name] = Self.swiftFiles(under: Self.packageRoot.appending(path: path))
        }
        #expect(files.values.reduce(0) { $0 + $1.count } > 400)
        let violations = ImportRules(manifest: manifest).violations(files: files)
        #expect(violations.isEmpty, "\(violations.count) edges break the rules:\n\(violations.map(\.description).joined(separator: "\n"))")
    }

    // The checker itself, on a small package: each rule fails when broken.
    static let sample = PackageManifest(text: """
        let dependencies = Target.Dependency.product(name: "Dependencies", package: "swift-dependencies")
        let package = Package(targets: [
            .target(name: "Entities", path: "Sources/Core/Entities"),
            .target(name: "Repositories", dependencies: ["Entities", dependencies], path: "Sources/Core/Repositories"),
            .target(name: "UseCases", dependencies: ["Entities", "Repositories"], path: "Sources/Core/UseCases"),
            // a comment with "quotes" and https://example.org
            .target(name: "SearchFeature", dependencies: ["Entities", "UseCases", dependencies], path: "Sources/Features/SearchFeature"),
            .target(name: "MapFeature", dependencies: ["UseCases", .product(name: "GRDB", package: "GRDB.swift")], path: "Sources/Features/MapFeature"),
        ])
        """)

    @Test func theManifestReaderFindsTargetsAndEdges() {
        let search = Self.sample.targets.first { $0.name == "SearchFeature" }
        #expect(search?.dependencies == ["Entities", "UseCases", "Dependencies"])
        #expect(search?.path == "Sources/Features/SearchFeature")
        #expect(Self.sample.targets.map(\.name) == ["Entities", "MapFeature", "Repositories", "SearchFeature", "UseCases"])
    }

    @Test func aDeclaredForbiddenEdgeFails() {
        let found = ImportRules(manifest: Self.sample).violations(files: [:])
        #expect(found.map(\.module) == ["GRDB"])
        #expect(found.first?.target == "MapFeature")
    }

    @Test func anImportTwoEdgesAwayFails() {
        let files = ["SearchFeature": [(path: "S.swift", text: "import Foundation\nimport Entities\n@testable import Repositories\n")]]
        let found = ImportRules(manifest: Self.sample).violations(files: files).filter { $0.target == "SearchFeature" }
        #expect(found.map(\.module) == ["Repositories"])
        #expect(found.first?.rule.contains("direct dependency") == true)
    }

    @Test func aFeatureImportingAnotherFeatureFails() {
        var manifest = Self.sample
        manifest.targets[3].dependencies.insert("MapFeature")
        let files = ["SearchFeature": [(path: "S.swift", text: "import MapFeature")]]
        let found = ImportRules(manifest: manifest).violations(files: files).filter { $0.target == "SearchFeature" }
        #expect(found.map(\.rule).allSatisfy { $0.contains("another feature") })
        #expect(found.count == 2)
    }

    /// Observation plumbing (`observedChange`) moved from Entities to Observing (issue 33 §5).
    @Test func theDomainImportingObservationFails() {
        let files = ["Entities": [(path: "E.swift", text: "import Foundation\nimport Observation\nimport Synchronization\n")]]
        let found = ImportRules(manifest: Self.sample).violations(files: files).filter { $0.target == "Entities" }
        #expect(found.map(\.module) == ["Observation", "Synchronization"])
        #expect(found.allSatisfy { $0.rule.contains("plumbing") })
    }

    @Test func importsAreReadInEveryForm() {
        let text = "import struct Foundation.Date\n@preconcurrency @testable import Stores\n  import Entities // why\nlet importance = 1\n"
        #expect(ImportRules.imports(in: text) == ["Foundation", "Stores", "Entities"])
    }
}

/// Features reach files through a client (ARCHITECTURE.md: never through files), so a screen can be
/// tested without a disk and a path is checked where the rest of the file handling is.
@Suite struct FileAccessTests {
    static let fileCalls = ["FileManager", "FileHandle", "fopen(", "contentsOfFile", "contentsOf: URL", "write(to:", "write(toFile:"]

    @Test func noFeatureTouchesAFileItself() {
        let features = ImportEdgeTests.swiftFiles(under: ImportEdgeTests.packageRoot.appending(path: "Sources/Features"))
        #expect(features.count > 100)
        let found = features.flatMap { file in
            Self.fileCalls.filter { file.text.contains($0) }.map { "\(file.path): \($0)" }
        }
        #expect(found.isEmpty, "features touching files: \(found)")
    }
}
