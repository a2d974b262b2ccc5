import Dependencies
import Entities
@testable import FavoritesFeature
import Localization
import Navigation
import Repositories
import RepositoryFakes
import Stores
import TerminalKit
import Testing
import TestSupport
import UseCases
import Widgets

/// Issue 15: `/` on the visit log filters it in place instead of leaving for the search tab.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct VisitsFilterTests {
    func make() async throws -> (screen: VisitsScreen, router: Router, visits: VisitLogStore) {
        let router = Router(selectedTab: .favorites)
        let (screen, visits) = withDependencies {
            $0.favoritesUseCase = FavoritesUseCase(repository: .fake())
            $0.visitLogUseCase = VisitLogUseCase(repository: .fake())
            $0.loadCatalog = .returning(FavoritesFixtures.listings, prefectures: FavoritesFixtures.prefectures)
            $0.router = router
            $0.date = .constant(FavoritesFixtures.day("2026-11-21"))
        } operation: {
            @Dependency(\.catalogStore) var catalog
            @Dependency(\.visitLogStore) var visits
            return withDependencies {
                $0.catalogStore = catalog
                $0.visitLogStore = visits
            } operation: { (VisitsScreen(), visits) }
        }
        for (listing, date, note) in [(FavoritesFixtures.kusatsu, "2026-01-02", "湯畑"), (FavoritesFixtures.dogo, "2026-03-04", "本館"),
                                      (FavoritesFixtures.beppu, "2026-05-06", "地獄めぐり")] {
            _ = try await visits.record(VisitDraft(facilityID: listing.id, date: try VisitDate(parsing: date), rating: 4, note: note))
        }
        await screen.viewModel.appearAndSettle()
        screen.layout(in: Rect(x: 0, y: 0, width: 100, height: 30), asciiOnly: false)
        return (screen, router, visits)
    }

    /// Issue 22, item 9: the log's filter matches places as the search does (romaji, kana, the
    /// prefecture's reading), and still finds notes and dates as text.
    @Test func theFilterMatchesPlacesAsTheSearchDoes() async throws {
        let (screen, _, _) = try await make()
        #expect(screen.handle(.character("/")))
        for (query, expected) in [("gunma", ["草津"]), ("dogo", ["道後温泉"]), ("おおいた", ["別府/鉄輪"]), ("本館", ["道後温泉"]),
                                  ("2026-05", ["別府/鉄輪"]), ("zzzq", [])] {
            _ = screen.handle(.ctrl("u"))
            for character in query { _ = screen.handle(.character(character)) }
            await screen.settled()
            #expect(screen.viewModel.state.content.rows.map(\.name) == expected, "\(query)")
        }
    }

    /// The log's rows are named off the main actor; in English they read as English lists do
    /// (`Kusatsu 草津`), and the English filter finds them, whichever language the process chose.
    @Test func theRowsAreNamedInTheLanguageTheScreenIsDrawnIn() async throws {
        try await AppLanguage.$scoped.withValue(.en) {
            let (screen, _, _) = try await make()
            let names = screen.viewModel.state.content.rows.map(\.name)
            #expect(names.contains { $0.hasPrefix("Kusatsu") && $0.hasSuffix("草津") }, "\(names)")
        }
        let (japanese, _, _) = try await AppLanguage.$scoped.withValue(.ja) { try await make() }
        #expect(japanese.viewModel.state.content.rows.map(\.name).contains("草津"))
    }

    @Test func slashFocusesTheFilterAndTypingNarrowsTheList() async throws {
        let (screen, router, _) = try await make()
        #expect(screen.viewModel.state.content.rows.count == 3)
        #expect(screen.handle(.character("/")))
        #expect(screen.capturesText)
        for character in "道後" { #expect(screen.handle(.character(character))) }
        await screen.settled()
        // `1` would switch tabs outside the field; here it is text.
        #expect(screen.viewModel.state.content.rows.map(\.name) == ["道後温泉"])
        #expect(screen.handle(.character("1")))
        await screen.settled()
        #expect(screen.viewModel.state.content.rows.isEmpty)
        #expect(screen.viewModel.state.content.total == 3)
        #expect(screen.handle(.backspace))
        await screen.settled()
        #expect(screen.handle(.enter))
        #expect(!screen.capturesText, "Enter gives the keys back to the list, the filter stays")
        #expect(screen.viewModel.state.content.rows.map(\.name) == ["道後温泉"])
        #expect(screen.handle(.enter))
        #expect(router.currentStack.last == .facility(FavoritesFixtures.dogo.id), "Enter opens the filtered row")
        #expect(router.selectedTab == .favorites)
    }

    /// A visit recorded while the log is open shows without leaving it, and the filter applies to it.
    @Test func aNewVisitIsDerivedAgainAndFiltered() async throws {
        let (screen, _, visits) = try await make()
        _ = screen.handle(.character("/"))
        for character in "別府" { _ = screen.handle(.character(character)) }
        await screen.settled()
        #expect(screen.viewModel.state.content.rows.count == 1)
        try await visits.record(VisitDraft(facilityID: FavoritesFixtures.beppu.id, date: try VisitDate(parsing: "2026-07-08"), rating: 5, note: "again"))
        await waitUntil { screen.viewModel.state.content.total == 4 }
        #expect(screen.viewModel.state.content.rows.map(\.note) == ["again", "地獄めぐり"])
    }

    @Test func theFilterMatchesNotesAndDatesAndDrawsItsCount() async throws {
        let (screen, _, _) = try await make()
        _ = screen.handle(.character("/"))
        for character in "地獄" { _ = screen.handle(.character(character)) }
        await screen.settled()
        #expect(screen.viewModel.state.content.rows.map(\.name) == ["別府/鉄輪"])
        _ = screen.handle(.ctrl("u"))
        for character in "2026-01" { _ = screen.handle(.character(character)) }
        await screen.settled()
        #expect(screen.viewModel.state.content.rows.map(\.name) == ["草津"])
        let canvas = renderCanvas(screen, Size(width: 100, height: 30))
        let text = canvas.plainText
        #expect(text.contains("絞り込み: 2026-01"))
        #expect(text.contains("1/3件"))
        #expect(canvas.cursor != nil, "the caret sits in the focused field")
        _ = screen.handle(.escape)
        #expect(!screen.capturesText)
        #expect(screen.viewModel.state.content.rows.map(\.name) == ["草津"], "Esc leaves the field and keeps the filter")
    }
}
