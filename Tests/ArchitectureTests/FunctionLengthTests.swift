import Foundation
import Testing

/// Every function of the app's sources fits in about a screen: at most `limit` lines from its
/// declaration to its closing brace (issue 33). The ones that read better whole are listed with why;
/// a new long function, or a listed one that grew, fails with its file, line and length.
@Suite struct FunctionLengthTests {
    static let limit = 60

    /// `file:function` → why it reads better whole. Each entry is checked: one that is no longer
    /// long (or gone) fails too, so the list only ever names real exceptions.
    static let readsBetterWhole: [String: String] = [
        "Sources/Core/DataStores/UserSchema.swift:migrator":
            "the migrations in the order they run, each a block that never changes once shipped; split, the order would be spread over files",
        "Sources/Core/DataStores/CatalogSchema.swift:create":
            "the catalog's schema, one create per table and index in the order their references need, read as one schema (the catalog is rebuilt, never migrated)",
        "Sources/Core/RepositoriesLive/AccountRepository+Live.swift:live":
            "the live client's table: one short closure per operation of AccountRepository's initialiser, in its order (the passes and day orders are added apart)",
        "Sources/Core/DataStores/CSVParser.swift:feed":
            "the CSV state machine's loop over every byte of a 100 MB import: its states (quoted, a pending quote, a field spanning lines) are read together, and its plain-byte runs are its speed",
        "Sources/Core/JapaneseSearch/FieldMatching.swift:fuzzyPositions":
            "one search's innermost loop over a bit set on the stack (withUnsafeTemporaryAllocation): the forward pass and the walk back share the buffer it lives in",
    ]

    /// A catalog's language switch is a table (one line per key) whose exhaustiveness is the check
    /// that no key lacks a language; it grows with the catalog by design.
    static func isCatalog(_ path: String) -> Bool { path.contains("/Text/") }

    static func longFunctions() -> [String: FunctionLengths.Function] {
        var long: [String: FunctionLengths.Function] = [:]
        for file in ImportEdgeTests.swiftFiles(under: ImportEdgeTests.packageRoot.appending(path: "Sources")) where !isCatalog(file.path) {
            for function in FunctionLengths.functions(in: file.text) where function.length > limit {
                long["\(file.path):\(function.name)"] = function
            }
        }
        return long
    }

    @Test func everyFunctionFitsOrSaysWhy() {
        let long = Self.longFunctions()
        let unexplained = long.filter { Self.readsBetterWhole[$0.key] == nil }
            .map { "\($0.key) — line \($0.value.line), \($0.value.length) lines" }.sorted()
        #expect(unexplained.isEmpty, "\(unexplained.count) functions over \(Self.limit) lines (split them, or list one with why):\n\(unexplained.joined(separator: "\n"))")
        let stale = Self.readsBetterWhole.keys.filter { long[$0] == nil }.sorted()
        #expect(stale.isEmpty, "listed as long but no longer over \(Self.limit) lines (remove): \(stale)")
    }

    @Test func theScannerMeasuresFunctionsNotStrings() {
        let text = """
            struct S {
                var stored: Int = 0
                var computed: Int {
                    let brace = "}{ \\("}")"
                    // } a comment
                    return 1
                }
                func work(
                    a: Int
                ) -> Int {
                    let note = \"""
                        { unbalanced
                        \"""
                    func nested() { }
                    return a /* } */
                }
                init?(x: Int) { nil }
            }
            """
        let found = FunctionLengths.functions(in: text)
        #expect(found == [
            .init(name: "computed", line: 3, length: 5),
            .init(name: "nested", line: 14, length: 1),
            .init(name: "work", line: 8, length: 9),
            .init(name: "init", line: 17, length: 1),
        ])
    }

    @Test func aLongFunctionIsFound() {
        let body = Array(repeating: "        step()", count: Self.limit)
        let text = (["enum E {", "    static func long() {"] + body + ["    }", "}"]).joined(separator: "\n")
        #expect(FunctionLengths.functions(in: text).map(\.length) == [Self.limit + 2])
    }
}
