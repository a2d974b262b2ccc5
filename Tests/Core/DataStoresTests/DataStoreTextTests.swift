@testable import DataStores
import Localization
import Testing

/// Issue 32: the stores' messages about files, folders and SQLite, each language alone.
@Suite struct DataStoreTextTests {
    @Test func everyDataStoreSentenceIsInBothLanguages() {
        let problems = CatalogAudit.problems(in: DataStoreText.self)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func aRefusalReadsInTheLanguageInForce() {
        let refusal = DataStoreText.readOnlyFolder(mode: "500", path: "/d")
        #expect(refusal.text(in: .en).hasPrefix("it is read-only (mode 500)"))
        #expect(refusal.text(in: .ja).hasPrefix("読み取り専用です (モード 500)"))
    }
}
