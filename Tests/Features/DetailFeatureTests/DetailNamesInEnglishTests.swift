import Entities
import Localization
import TerminalKit
import TestSupport
import Testing
@testable import DetailFeature

/// The detail's title and place in English: `Kusatsu 草津`, `Gunma (Kanto)`; in Japanese the name,
/// its reading and `群馬県 (関東)`, with no English beside them.
@Suite struct DetailNamesInEnglishTests {
    func lines(_ language: Language) -> [String] {
        let state = DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(DetailFixtures.kusatsu))
        let canvas = renderCanvas(.terminal80x24, in: language) { DetailView.render(state, content: DetailView.content(state, width: 78), in: $0.bounds, on: &$0) }
        return (0..<24).map { canvas.text(row: $0) }
    }

    @Test func english() {
        let rows = lines(.en)
        #expect(rows.contains { $0.contains("Kusatsu 草津") })
        #expect(rows.contains { $0.contains("Gunma (Kanto)") })
        #expect(!rows.contains { $0.contains("くさつ") })
        #expect(!rows.contains { $0.contains("群馬県") })
    }

    @Test func japanese() {
        let rows = lines(.ja)
        #expect(rows.contains { $0.contains("草津  くさつ") })
        #expect(rows.contains { $0.contains("群馬県 (関東)") })
        #expect(!rows.contains { $0.contains("Kusatsu") || $0.contains("Kanto") })
    }

    @Test func theCopiedSummaryNamesTheAreaInTheLanguageInForce() {
        let english = AppLanguage.$scoped.withValue(.en) { DetailViewModel.summary(DetailFixtures.kusatsu) }
        #expect(english.hasPrefix("Kusatsu 草津 — "))
        let japanese = AppLanguage.$scoped.withValue(.ja) { DetailViewModel.summary(DetailFixtures.kusatsu) }
        #expect(japanese.hasPrefix("草津 (くさつ) — 群馬県"))
    }
}
