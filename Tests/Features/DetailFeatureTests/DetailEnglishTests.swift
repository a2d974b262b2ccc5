import Dependencies
@testable import DetailFeature
import Entities
import Foundation
import Localization
import Navigation
import ScreenKit
import TerminalKit
import TestSupport
import Testing
import UseCases
import Widgets

/// Issue 32: the detail in one language, and one clear page for an id the catalog does not have.
@MainActor
@Suite struct DetailEnglishTests {
    @Test func theCatalogHasEveryKeyInBothLanguages() {
        let problems = CatalogAudit.problems(in: DetailText.self, allowedInEnglish: ["湯畑源泉", "毎週月曜", "成分が基準に満たない", "便秘", "酸性泉"])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func theDetailWithItsSpringBlockInEnglish() {
        AppLanguage.$scoped.withValue(.en) {
            let state = DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(DetailFixtures.kusatsu))
            let text = renderDetail(state, Size(width: 80, height: 24))
            assertTextSnapshot(text, named: "facility-en-80x24")
            for label in ["Location", "Temp.", "Spring", "Therapy", "Bathing"] { #expect(text.contains(label), "\(label)") }
            for label in ["所在地", "泉温 ", "療養泉 ", "浴用"] { #expect(!text.contains(label), "\(label)") }
            let wide = renderDetail(DetailViewState(id: DetailFixtures.kusatsuID, phase: .loaded(DetailFixtures.kusatsu), scroll: 22),
                              Size(width: 120, height: 40))
            assertTextSnapshot(wide, named: "facility-en-120x40")
            #expect(wide.contains("- chronic pain") && !wide.contains("・"), "the standard's items are marked as English lists mark them")
        }
    }

    @Test func anUnknownIdSaysSoInEitherLanguage() {
        let state = DetailViewState(id: FacilityID("aist-99999"), phase: .notFound)
        let japanese = renderDetail(state, Size(width: 80, height: 24))
        #expect(japanese.contains("aist-99999 という温泉地はカタログにありません"))
        let english = AppLanguage.$scoped.withValue(.en) { renderDetail(state, Size(width: 80, height: 24)) }
        assertTextSnapshot(english, named: "facility-not-found-en-80x24")
        #expect(english.contains("There is no hot-spring area aist-99999 in the catalog."))
        #expect(english.contains("Esc: back"))
    }

    /// `open facility/aist-99999`: one message, no Nearby box beside it and no key that acts on nothing.
    @Test func anUnknownIdShowsNoNearbyBoxAndNoKeys() async {
        let screen = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_491_000))
            $0.viewBuilding = ViewBuildingClient(
                screen: { PlaceholderScreen(destination: $0) },
                nearbyPanel: { StaticTextPanel(lines: ["nearby of \($0.rawValue)"]) },
                facilitySummaryPanel: { StaticTextPanel(lines: ["summary for \($0.rawValue)"]) })
            $0.facilityDetail = FacilityDetailUseCase { id throws(CatalogError) in throw .notFound(id) }
        } operation: { DetailScreen(id: FacilityID("aist-99999")) }
        await screen.appearAndSettle()
        for size in [Size(width: 120, height: 30), Size(width: 80, height: 24)] {
            let text = renderText(screen, size)
            #expect(!text.contains("nearby of"), "\(size)")
            #expect(text.contains("aist-99999"))
        }
        #expect(screen.keyHelp.isEmpty)
        #expect(!screen.handle(.character("n")))
        #expect(!screen.handleMouse(MouseEvent(.press, x: 100, y: 3)))
    }

    /// `y` copies the summary in the language in force, and says it went to the terminal.
    @Test func theCopiedSummaryFollowsTheLanguage() {
        let japanese = DetailViewModel.summary(DetailFixtures.kusatsu)
        #expect(japanese.contains("泉温"))
        let english = AppLanguage.$scoped.withValue(.en) { DetailViewModel.summary(DetailFixtures.kusatsu) }
        #expect(english.contains("temperature"))
        #expect(english.contains("[sample]"))
        #expect(!english.contains("泉温") && !english.contains("営業時間"))
        #expect(AppLanguage.$scoped.withValue(.en) { DetailText.sentToTerminal.text }.contains("terminal"))
    }
}
