import Localization
import Testing
@testable import RepositoriesLive

/// Issue 32: a row that cannot be read back is said in the language in force, inside our sentence.
@Suite struct StoredRowTextTests {
    @Test func everySentenceIsInBothLanguages() {
        #expect(CatalogAudit.problems(in: StoredRowText.self).isEmpty)
        #expect(StoredRowText.visitUnreadable(id: 12).ja.hasPrefix("保存した訪問記録 12 を読み戻せません"))
        #expect(StoredRowText.visitUnreadable(id: nil).en.hasPrefix("stored visit cannot be read back"))
    }
}
