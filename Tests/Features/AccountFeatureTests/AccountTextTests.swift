import Localization
import Testing
@testable import AccountFeature

/// Issue 32: every key of the account catalog has both languages, English without kana or kanji.
@Suite struct AccountTextTests {
    @Test func everyKeyHasBothLanguages() {
        #expect(CatalogAudit.problems(in: AccountText.self, allowedInEnglish: ["太郎"]).isEmpty)
    }
}
