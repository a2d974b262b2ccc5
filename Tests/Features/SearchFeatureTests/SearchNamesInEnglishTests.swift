import Entities
import Localization
import TerminalKit
import TestSupport
import Testing
import UseCases
import Widgets
@testable import SearchFeature

/// The list in English: each area's romaji first and its kanji after, prefectures by their English
/// names, no kana reading; a match in the kanji is still marked where the kanji now stand.
@Suite struct SearchNamesInEnglishTests {
    let engine = FacilitySearchEngine(listings: Fixtures.listings, prefectures: Fixtures.prefectures)

    func render(query: String, _ size: Size) -> Canvas {
        var state = SearchViewState()
        state.hasSearched = true
        state.phase = .ready
        state.request = SearchRequest(query: query)
        state.outcome = engine.run(state.request)
        state.query = TextFieldState(text: query)
        state.focus = .list
        state.catalogCount = Fixtures.listings.count
        state.viewport = ListViewport(count: state.rows.count)
        state.viewport.select(0, height: size.height - 3)
        return renderCanvas(size) { SearchView.render(state, in: $0.bounds, on: &$0) }
    }

    @Test func namesAndPrefecturesInEnglish() {
        let canvas = AppLanguage.$scoped.withValue(.en) { render(query: "", Size(width: 120, height: 40)) }
        let text = canvas.plainText
        #expect(text.contains("Kusatsu 草津"))
        #expect(text.contains("Beppu/Kannawa 別府/鉄輪"))
        #expect(text.contains("Dogo Onsen 道後温泉"))
        #expect(text.contains("Gunma"))
        #expect(!text.contains("群馬県"))
        let kusatsu = text.split(separator: "\n").first { $0.contains("Kusatsu 草津") } ?? ""
        #expect(!kusatsu.contains("くさつ"), "no kana reading after the romaji")
    }

    @Test func japaneseKeepsTheKanjiAndTheReading() {
        let text = AppLanguage.$scoped.withValue(.ja) { render(query: "", Size(width: 120, height: 40)) }.plainText
        #expect(text.contains("草津 くさつ"))
        #expect(text.contains("群馬県"))
        #expect(!text.contains("Kusatsu"))
        #expect(!text.contains("Gunma"))
    }

    /// `草津` matched in the name: the two kanji are marked after `Kusatsu `, not its first letters.
    @Test func aMatchInTheKanjiIsMarkedAfterTheRomaji() {
        let canvas = AppLanguage.$scoped.withValue(.en) { render(query: "草津", Size(width: 80, height: 24)) }
        guard let y = (0..<canvas.size.height).first(where: { canvas.text(row: $0).contains("Kusatsu 草津") }) else {
            Issue.record("no Kusatsu row:\n\(canvas.plainText)")
            return
        }
        let row = canvas.text(row: y)
        let marked = (0..<canvas.size.width).filter {
            canvas[$0, y].style.role == .highlight || (canvas[$0, y].style.underline && canvas[$0, y].style.role == .selection)
        }
        let start = row.distance(from: row.startIndex, to: row.range(of: "草津")?.lowerBound ?? row.startIndex)
        // `Kusatsu ` is ASCII, so the kanji's cells start at its character offset (plus the ★ slot, in the text too).
        #expect(marked.first == start, "\(row) \(marked)")
        #expect(marked.count == 4)
    }

    @Test func theFilterPanelNamesRegionsAndPrefecturesInEnglish() {
        let panel = FilterPanelState(regions: ["関東"], prefectures: [("10", "群馬県")], englishNames: ["関東": "Kanto", "群馬県": "Gunma"])
        let shown = inBothLanguages { renderText(Size(width: 40, height: 20)) { FilterPanelView.render(panel, filter: FacilityFilter(), in: $0.bounds, on: &$0) } }
        #expect(shown.en.contains("[ ] Kanto"))
        #expect(shown.en.contains("[ ] Gunma"))
        #expect(shown.ja.contains("[ ] 関東"))
        #expect(shown.ja.contains("[ ] 群馬県"))
    }
}
