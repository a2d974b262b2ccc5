import Entities
import Foundation
import Localization
import Testing

/// Issue 32: the data's errors (catalog, user data, files) in the language
/// in force, each language alone.
@Suite struct DataErrorTextTests {
    @Test func everyDataErrorSentenceIsInBothLanguages() {
        let problems = CatalogAudit.problems(in: DataErrorText.self)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func anErrorIsDescribedWhenItIsShown() {
        let error = UserDataError.noSuchVisit(12)
        #expect(AppLanguage.$scoped.withValue(.ja) { error.description } == "記録 12 はありません (`yumeguri visits --json` で id を一覧できます)")
        #expect(AppLanguage.$scoped.withValue(.en) { error.description } == "no visit with id 12 (`yumeguri visits --json` lists the ids)")
        #expect(AppLanguage.$scoped.withValue(.en) { FileProblem.describe(errno: ENOSPC) } == "the disk is full")
        #expect(AppLanguage.$scoped.withValue(.ja) { FileProblem.describe(errno: ENOSPC) } == "ディスクがいっぱいです")
    }
}
