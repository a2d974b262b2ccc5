import Entities
import TerminalKit
import TestSupport
import Testing
import VisitFormKit
@testable import DetailFeature

@Suite struct DetailSnapshotTests {
    @Test func detail80x24() {
        let text = renderDetail(DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(DetailFixtures.kusatsu)), Size(width: 80, height: 24))
        assertTextSnapshot(text, named: "facility-80x24")
        #expect(text.contains("草津"))
        let whole = DetailView.content(DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(DetailFixtures.kusatsu)), width: 78)
            .map { $0.map(\.text).joined() }
        #expect(whole.contains { $0.contains("[見本]") })
        #expect(whole.joined(separator: " ").contains("医学的な助言ではありません"))
        #expect(!text.contains("\u{1b}"))
    }

    /// Issue 15, item 6: with ambiguous characters wide, ℃ · — take two cells and the rules are
    /// drawn in ASCII; every line still fits the width.
    @Test func detail80x24WithAmbiguousCharactersWide() {
        AmbiguousWidth.$current.withValue(.wide) {
            let state = DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(DetailFixtures.kusatsu))
            let canvas = renderCanvas(.terminal80x24) { DetailView.render(state, content: DetailView.content(state, width: 78), in: $0.bounds, on: &$0) }
            assertTextSnapshot(canvas.plainText, named: "facility-80x24-wide")
            #expect(!canvas.plainText.contains("─"))
            for y in 0..<24 { #expect(canvas.text(row: y).displayWidth <= 80, "row \(y)") }
            let degree = (0..<80).first { canvas[$0, 5].character == "℃" }
            #expect(degree.map { canvas[$0, 5].kind == .wide && canvas[$0 + 1, 5].kind == .continuation } == true)
        }
    }

    @Test func detail120x40ScrolledToTheCredit() {
        let state = DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(DetailFixtures.kusatsu), scroll: 22)
        let text = renderDetail(state, Size(width: 120, height: 40))
        assertTextSnapshot(text, named: "facility-120x40")
        #expect(text.contains("湯畑␛[2J"))
        // The credit closes the detail, below the standard's general lines and the sample facts.
        let end = renderDetail(DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(DetailFixtures.kusatsu), scroll: 1_000),
                         Size(width: 120, height: 40))
        #expect(end.contains("GRES-DB ONSEN 2020"))
    }

    @Test func failedAndLoading() {
        let failed = renderDetail(DetailViewState(id: FacilityID("aist-9999"), phase: .failed("no hot-spring area with id aist-9999")), Size(width: 80, height: 24))
        assertTextSnapshot(failed, named: "facility-failed-80x24")
        #expect(renderDetail(DetailViewState(id: FacilityID("aist-1")), Size(width: 80, height: 24)).contains("読み込み中… aist-1"))
    }
}

@Suite struct DetailFavoriteAndVisitSnapshotTests {
    @Test func starVisitsAndTheVisitForm() throws {
        let state = DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(DetailFixtures.kusatsu))
        let visits = [
            Visit(id: 2, facilityID: DetailFixtures.kusatsuID, date: try VisitDate(parsing: "2026-02-11"), rating: 5, note: "湯畑がきれい"),
            Visit(id: 1, facilityID: DetailFixtures.kusatsuID, date: try VisitDate(parsing: "2025-12-30"), rating: 3, note: ""),
        ]
        var form = VisitForm(today: try VisitDate(parsing: "2026-11-21"))
        form.field = .note
        form.note.insert("西の河原露天風呂")
        form.error = "'2026-13-01' is not a day of the calendar"
        let content = DetailView.lines(for: DetailFixtures.kusatsu, width: 78, ascii: false, favorite: true, visits: visits)
        var cursor: Point?
        let canvas = renderCanvas(.terminal80x24) {
            DetailView.render(state, content: content, in: $0.bounds, on: &$0)
            cursor = VisitFormView.render(form, title: VisitFormText.recordTitle.text,
                                          in: Rect(x: 0, y: 16, width: 76, height: VisitFormView.height(withHeading: false)), on: &$0)
        }
        assertTextSnapshot(canvas.plainText, named: "facility-favorite-visit-form-80x24")
        #expect(canvas.plainText.contains("★ 草津"))
        #expect(cursor != nil)
    }
}

/// Issue 25.8: a line break or separator in an alias or a visit note is shown on its line, never
/// obeyed: the 別名 line stays one line and nothing after it moves.
@Suite struct DetailSeparatorTests {
    @Test func separatorsInAnAliasAndANoteStayOnTheirLine() throws {
        var detail = DetailFixtures.kusatsu
        detail.listing.aliases = [FacilityAlias(name: "箱根\n湯本", reading: ""), FacilityAlias(name: "由布\u{2028}院\u{0}", reading: "")]
        let state = DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(detail))
        let visits = [Visit(id: 1, facilityID: DetailFixtures.kusatsuID, date: try VisitDate(parsing: "2026-02-11"), rating: 5,
                            note: "一\r\n二\u{2029}三")]
        let canvas = renderCanvas(Size(width: 80, height: 60)) {
            DetailView.render(state, content: DetailView.lines(for: detail, width: 78, ascii: false, visits: visits), in: $0.bounds, on: &$0)
        }
        let rows = (0..<60).map { canvas.text(row: $0) }
        let alias = try #require(rows.firstIndex { $0.contains("別名") })
        #expect(rows[alias].contains("箱根␊湯本 · 由布␤院␀"))
        #expect(rows[alias + 1].contains("所在地"))
        #expect(rows.contains { $0.contains("一␍␊二␤三") })
        #expect(!canvas.plainText.unicodeScalars.contains { [0x0, 0xD, 0x2028, 0x2029].contains($0.value) })
    }
}
