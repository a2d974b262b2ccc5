import Entities
import Localization
import TerminalKit
import Testing
import VisitFormKit
import Widgets

/// The one visit form that the detail screen records with and the visit log corrects with.
@Suite struct VisitFormTests {
    let today = day("2026-11-21")
    let kusatsu = FacilityID("aist-2601")

    @Test func theCatalogHasBothLanguagesForEveryKey() {
        #expect(CatalogAudit.problems(in: VisitFormText.self).isEmpty)
    }

    @Test func fieldsCycleBothWays() {
        var form = VisitForm(today: today)
        #expect(form.field == .date)
        form.handle(.nextField)
        #expect(form.field == .rating)
        form.handle(.nextField)
        form.handle(.nextField)
        #expect(form.field == .date)
        form.handle(.previousField)
        #expect(form.field == .note)
    }

    @Test func theRatingMovesWithTheArrowsWithinOneToFiveAndTakesADigit() {
        var form = VisitForm(date: today, rating: 5, note: "")
        form.handle(.nextField)
        form.handle(.edit(.caretRight))
        #expect(form.rating == 5)
        form.handle(.edit(.insert("1")))
        form.handle(.edit(.caretLeft))
        #expect(form.rating == 1)
        form.handle(.edit(.insert("7")))
        form.handle(.edit(.insert("x")))
        #expect(form.rating == 1)
        form.handle(.edit(.insert("4")))
        #expect(form.rating == 4)
    }

    @Test func aNoteCutAtItsLimitSaysSoInTheLanguageInForce() {
        var form = VisitForm(today: today)
        form.field = .note
        AppLanguage.$scoped.withValue(.en) { form.handle(.edit(.insert(String(repeating: "湯", count: VisitDraft.maxNoteLength + 1)))) }
        #expect(form.note.text.count == VisitDraft.maxNoteLength)
        #expect(form.error == "The note is cut at 200 characters.")
        form.handle(.edit(.backspace))
        #expect(form.error == nil)
    }

    /// Keys typed while the form is being saved would be lost when a refused save restores the
    /// form as it was submitted: the form ignores them instead.
    @Test func aFormBeingSavedIgnoresKeys() {
        var form = VisitForm(today: today)
        form.isSaving = true
        form.handle(.nextField)
        form.handle(.edit(.insert("9")))
        #expect(form == { var saving = VisitForm(today: today); saving.isSaving = true; return saving }())
    }

    @Test func aDraftNamesTheFieldAtFault() throws {
        var form = VisitForm(today: today)
        form.date.clear()
        form.date.insert("2026-02-30")
        #expect(try #require(form.draft(for: kusatsu, today: today).failure).field == .date)
        form.date.clear()
        form.date.insert("2026-11-22")
        let future = try #require(form.draft(for: kusatsu, today: today).failure)
        #expect(future.field == .date)
        #expect(future.message.contains("未来"))
        form.date.clear()
        form.date.insert("2026-11-20")
        // Typing drops control characters; a note can still carry one in from elsewhere.
        form.note = TextFieldState(text: "湯畑\u{7}", maxLength: VisitDraft.maxNoteLength)
        #expect(try #require(form.draft(for: kusatsu, today: today).failure).field == .note)
        form.note.clear()
        form.handle(.nextField)
        form.handle(.edit(.insert("5")))
        let draft = try form.draft(for: kusatsu, today: today).get()
        #expect(draft == VisitDraft(facilityID: kusatsu, date: day("2026-11-20"), rating: 5, note: ""))
    }

    @Test func aCorrectionStartsFromTheStoredVisitAndChangesIt() throws {
        let stored = Visit(id: 7, facilityID: kusatsu, date: day("2025-12-30"), rating: 3, note: "湯畑")
        var form = VisitForm(date: stored.date, rating: stored.rating, note: stored.note)
        #expect(form.date.text == "2025-12-30")
        #expect(form.note.text == "湯畑")
        form.field = .rating
        form.handle(.edit(.caretRight))
        let change = try form.change(of: stored, today: today).get()
        #expect(change.applied(to: stored) == VisitDraft(facilityID: kusatsu, date: stored.date, rating: 4, note: "湯畑"))
        form.date.clear()
        form.date.insert("2027-01-01")
        #expect(try #require(form.change(of: stored, today: today).failure).field == .date)
    }

    @Test func theViewDrawsAHeadingOnlyForACorrection() {
        let form = VisitForm(today: today)
        var plain = Canvas(size: Size(width: 60, height: VisitFormView.height(withHeading: false)))
        let cursor = VisitFormView.render(form, title: VisitFormText.recordTitle.text, in: plain.bounds, on: &plain)
        #expect(plain.text(row: 1).contains("日付"))
        #expect(cursor?.y == 1)
        var headed = Canvas(size: Size(width: 60, height: VisitFormView.height(withHeading: true)))
        let headedCursor = VisitFormView.render(form, title: VisitFormText.correctTitle.text, heading: "草津 · #7", in: headed.bounds, on: &headed)
        #expect(headed.text(row: 0).contains("記録を直す"))
        #expect(headed.text(row: 1).contains("草津 · #7"))
        #expect(headed.text(row: 2).contains("日付"))
        #expect(headedCursor?.y == 2)
    }
}

/// A day the test writes out; a typo fails the test at once.
private func day(_ text: String) -> VisitDate {
    try! VisitDate(parsing: text)
}

private extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
