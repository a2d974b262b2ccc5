import Foundation
import Testing

/// Feature tests run on the failing clients and the in-memory fakes (Tests/RepositoryFakes), never on
/// a real database: a screen's test that needs SQLite is testing the wrong layer, and it links and
/// builds GRDB for nothing. Only RepositoriesLive's and DataStores' own tests (and the use-case,
/// store, CLI and app tests that check the real database) reach it.
@Suite struct FeatureTestDatabaseTests {
    /// What a feature test may not reach, directly or through a test-support target.
    static let realDatabase: Set<String> = ["RepositoriesLive", "DataStores", "GRDB", "GRDBSQLite"]

    /// Every target under Tests/Features/ (the test targets and their support targets) with the
    /// real-database modules it reaches through the manifest's edges.
    static func violations(in manifest: PackageManifest) -> [String: Set<String>] {
        let byName = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [String: Set<String>] = [:]
        for target in manifest.targets where target.path?.hasPrefix("Tests/Features/") == true {
            var seen: Set<String> = [], pending = Array(target.dependencies)
            while let module = pending.popLast() {
                guard seen.insert(module).inserted else { continue }
                pending += byName[module]?.dependencies ?? []
            }
            let reached = seen.intersection(realDatabase)
            if !reached.isEmpty { found[target.name] = reached }
        }
        return found
    }

    static func packageManifest() throws -> PackageManifest {
        PackageManifest(text: try String(contentsOf: ImportEdgeTests.packageRoot.appending(path: "Package.swift"), encoding: .utf8))
    }

    @Test func noFeatureTestReachesTheRealDatabase() throws {
        let manifest = try Self.packageManifest()
        let featureTests = manifest.targets.filter { $0.kind == "testTarget" && $0.path?.hasPrefix("Tests/Features/") == true }
        #expect(featureTests.count >= 10, "found \(featureTests.map(\.name))")
        let found = Self.violations(in: manifest)
        #expect(found.isEmpty, "feature tests on a real database: \(found.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value.sorted())" })")
    }

    // The check itself, on the real manifest with one edge put back.
    @Test func aFeatureTestLinkingRepositoriesLiveAgainFails() throws {
        var manifest = try Self.packageManifest()
        let index = try #require(manifest.targets.firstIndex { $0.name == "DetailFeatureTests" })
        manifest.targets[index].dependencies.insert("RepositoriesLive")
        #expect(Self.violations(in: manifest)["DetailFeatureTests"] == ["RepositoriesLive", "DataStores", "GRDB", "GRDBSQLite"])
    }

    @Test func aSupportTargetLinkingGRDBFailsEveryTestThatUsesIt() throws {
        var manifest = try Self.packageManifest()
        let index = try #require(manifest.targets.firstIndex { $0.name == "TicketTestSupport" })
        manifest.targets[index].dependencies.insert("GRDB")
        let found = Self.violations(in: manifest)
        #expect(Set(found.keys) == ["TicketTestSupport", "PurchaseFeatureTests", "WalletFeatureTests", "CouponFeatureTests"])
    }
}
