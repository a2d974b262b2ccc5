import Entities
import Foundation
import Localization
import Testing

/// Issue 32: the data's errors (catalog, user data, files, dates, a visit's problem) in the language
/// in force, each language alone.
@Suite struct DataErrorTextTests {
    @Test func everyDataErrorSentenceIsInBothLanguages() {
        let problems = CatalogAudit.problems(in: DataErrorText.self)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func theFutureDateErrorSpeaksOneLanguage() throws {
        let visit = VisitDraft(facilityID: FacilityID("aist-2711"), date: try VisitDate(parsing: "2026-12-24"), rating: 3, note: "")
        let today = try VisitDate(parsing: "2026-11-28")
        let japanese = AppLanguage.$scoped.withValue(.ja) { visit.problem(today: today) }
        let english = AppLanguage.$scoped.withValue(.en) { visit.problem(today: today) }
        #expect(japanese == "訪問日 2026-12-24 は未来の日付です。訪問日は今日 (日本時間で 2026-11-28) かそれより前です")
        #expect(english == "the visit date 2026-12-24 is in the future: a visit is today or earlier (today is 2026-11-28 in Japan)")
    }

    @Test func anErrorIsDescribedWhenItIsShown() {
        let error = UserDataError.noSuchVisit(12)
        #expect(AppLanguage.$scoped.withValue(.ja) { error.description } == "記録 12 はありません (`yumeguri visits --json` で id を一覧できます)")
        #expect(AppLanguage.$scoped.withValue(.en) { error.description } == "no visit with id 12 (`yumeguri visits --json` lists the ids)")
        #expect(AppLanguage.$scoped.withValue(.en) { FileProblem.describe(errno: ENOSPC) } == "the disk is full")
        #expect(AppLanguage.$scoped.withValue(.ja) { FileProblem.describe(errno: ENOSPC) } == "ディスクがいっぱいです")
    }
}
