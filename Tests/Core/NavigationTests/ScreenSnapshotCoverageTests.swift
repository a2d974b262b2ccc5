import Foundation
import Navigation
import Testing

/// Every screen of `Destination.Kind` has a text snapshot at 80×24 in Japanese and in English
/// (issue 33 §4), found by name in the `__Snapshots__` folders under Tests: a screen's snapshots
/// are named after its kind in kebab case (`coupon-wallet-80x24-en.txt`, `ticket-purchase-…`), so
/// a new screen fails here until its feature's tests snapshot it, with no list kept by hand.
@Suite struct ScreenSnapshotCoverageTests {
    struct Snapshot: Hashable {
        var kind: Destination.Kind
        var size: String
        var english: Bool
    }

    /// `couponWallet` → `coupon-wallet`.
    static func kebab(_ name: String) -> String {
        name.reduce(into: "") { out, character in
            if character.isUppercase { out += "-" + character.lowercased() } else { out.append(character) }
        }
    }

    /// What a snapshot's file name says: the longest kind name it starts with (so `pass-review`
    /// is the pass's review step, not the pass), its size token, and whether it is the English one
    /// (an `en` token; without one it is Japanese, the default language).
    static func snapshot(named name: String) -> Snapshot? {
        let kinds = Destination.Kind.allCases.sorted { kebab($0.rawValue).count > kebab($1.rawValue).count }
        guard let kind = kinds.first(where: { name.hasPrefix(kebab($0.rawValue) + "-") }) else { return nil }
        let tokens = name.dropFirst(kebab(kind.rawValue).count + 1).split(separator: "-").map(String.init)
        let size = tokens.first { $0.wholeMatch(of: /[0-9]+x[0-9]+/) != nil } ?? ""
        return Snapshot(kind: kind, size: size, english: tokens.contains("en"))
    }

    /// The names (without `.txt`) of every recorded snapshot under Tests/.
    static func snapshotNames() throws -> [String] {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let walker = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        return walker.compactMap { $0 as? URL }
            .filter { $0.deletingLastPathComponent().lastPathComponent == "__Snapshots__" && $0.pathExtension == "txt" }
            .map { $0.deletingPathExtension().lastPathComponent }
            .filter { !$0.hasSuffix(".actual") }
    }

    @Test func aSnapshotsKindSizeAndLanguageComeFromItsName() {
        #expect(Self.snapshot(named: "ticket-purchase-80x24-en") == Snapshot(kind: .ticketPurchase, size: "80x24", english: true))
        #expect(Self.snapshot(named: "pass-review-80x24") == Snapshot(kind: .passReview, size: "80x24", english: false))
        #expect(Self.snapshot(named: "pass-80x24-ja") == Snapshot(kind: .pass, size: "80x24", english: false))
        #expect(Self.snapshot(named: "facility-en-120x40") == Snapshot(kind: .facility, size: "120x40", english: true))
        #expect(Self.snapshot(named: "coupon-wallet-80x24") == Snapshot(kind: .couponWallet, size: "80x24", english: false))
        #expect(Self.snapshot(named: "shell-help-80x24-en") == nil)
        #expect(Self.snapshot(named: "plans") == nil, "a kind's name alone, without a size, is not a screen's snapshot")
    }

    @Test func theSnapshotFoldersAreFound() throws {
        #expect(try Self.snapshotNames().count > 50)
    }

    @Test(arguments: Destination.Kind.allCases) func eachScreenHasASnapshotAt80x24InBothLanguages(_ kind: Destination.Kind) throws {
        let recorded = Set(try Self.snapshotNames().compactMap(Self.snapshot(named:)))
        let name = Self.kebab(kind.rawValue)
        for english in [false, true] {
            #expect(recorded.contains(Snapshot(kind: kind, size: "80x24", english: english)),
                    "no \(english ? "English" : "Japanese") snapshot of \(kind) at 80×24: record one named \(name)-80x24-\(english ? "en" : "ja") (assertScreenSnapshots in TestSupport)")
        }
    }
}
