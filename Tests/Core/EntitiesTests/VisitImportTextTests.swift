import Entities
import Localization
import Testing

/// Issue 32: a visit file's bad row is named in the language in force when the error is printed,
/// whatever language was in force when the file was read.
@Suite struct VisitImportTextTests {
    @Test func everyImportReasonIsInBothLanguages() {
        let problems = CatalogAudit.problems(in: VisitImportText.self, allowedInEnglish: ["★★"])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func theReasonIsPutIntoWordsWhenTheErrorIsPrinted() {
        // Made in English, printed in Japanese: nothing of the sentence was fixed when it was made.
        let error = AppLanguage.$scoped.withValue(.en) {
            UserDataError.badImportRow(line: 4, reason: .rule(VisitRulesText.ratingOutOfRange(rating: 9).localized))
        }
        #expect(AppLanguage.$scoped.withValue(.ja) { error.description } == "4 行目: 評価 9 は1〜5ではありません (何も取り込んでいません)")
        #expect(AppLanguage.$scoped.withValue(.en) { error.description } == "line 4: rating 9 is not between 1 and 5 (nothing was imported)")
        let date = UserDataError.badImportRow(line: 2, reason: .date(.noSuchDay("2026-02-30")))
        #expect(AppLanguage.$scoped.withValue(.ja) { date.description } == "2 行目: 2026-02-30 という日はカレンダーにありません (何も取り込んでいません)")
        #expect(AppLanguage.$scoped.withValue(.en) { date.description } == "line 2: 2026-02-30 is not a day of the calendar (nothing was imported)")
    }

    @Test func aCountOfFieldsAgreesInNumber() {
        #expect(VisitImportText.fieldCount(expected: 1, found: 2).en == "expected 1 field, found 2")
        #expect(VisitImportText.fieldCount(expected: 6, found: 1).en == "expected 6 fields, found 1")
        #expect(VisitImportText.fieldCount(expected: 6, found: 1).ja == "項目は 6 個のはずが 1 個あります")
    }
}

/// Issue 32: a catalog file's bad row (`catalog check`, a refused rally file) in the language in force.
@Suite struct CatalogRowTextTests {
    @Test func everyRowReasonIsInBothLanguages() {
        let problems = CatalogAudit.problems(in: CatalogRowText.self)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func aSkippedRowIsDescribedWhenPrinted() {
        let row = CatalogError.malformed(file: "onsen/aist_onsen_named.csv", line: 3, reason: .notANumber(field: "lat", value: "north"))
        #expect(AppLanguage.$scoped.withValue(.ja) { row.description } == "onsen/aist_onsen_named.csv:3: 「lat」が数ではありません: north")
        #expect(AppLanguage.$scoped.withValue(.en) { row.description } == "onsen/aist_onsen_named.csv:3: 'lat' is not a number: north")
    }
}

/// A value cut for a message says how much was left out in the language in force.
@Suite struct CutTextTests {
    @Test func theCutMarkFollowsTheLanguage() {
        let long = String(repeating: "a", count: 70)
        #expect(CatalogAudit.problems(in: CutText.self).isEmpty)
        #expect(AppLanguage.$scoped.withValue(.en) { DisplayText.cut(long) } == String(repeating: "a", count: 64) + "…(+6 bytes)")
        #expect(AppLanguage.$scoped.withValue(.ja) { DisplayText.cut(long) } == String(repeating: "a", count: 64) + "…(+6 バイト)")
        #expect(AppLanguage.$scoped.withValue(.en) { DisplayText.cut(long, limit: 69) }.hasSuffix("…(+1 byte)"))
    }
}
