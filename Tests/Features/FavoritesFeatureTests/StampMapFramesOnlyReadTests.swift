import Entities
@testable import FavoritesFeature
import Localization
import RepositoryFakes
import TerminalKit
import Testing
import TestSupport

/// Issue 33 part 2: the stamp map's runs of shaded cells and its ranking are derived when the log,
/// the catalog, the size, the selection or the language change (in `layout`, `send` and the
/// statistics' updates), never while a frame is drawn.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct StampMapFramesOnlyReadTests {
    /// Wide enough for the ranking beside the map.
    static let size = Size(width: 160, height: 50)

    @Test func theStampMapDerivesBeforeItsFrameAndInTheLanguageInForce() async throws {
        let (screen, router, visits) = try await RecordPicturesTests().make { StampMapScreen() }
        router.navigate(to: .visits)
        router.navigate(to: .stampMap)
        await screen.viewModel.appearAndSettle()
        let first = composedFrame(screen, size: Self.size)
        #expect(first.violations == 0)
        #expect(first.text.contains("群馬県"), "\(first.text)")
        #expect(sharesStorage(screen.viewModel.state.rows, screen.viewModel.state.rows), "a frame reads the runs derived before it")
        screen.viewModel.send(.next)
        #expect(composedFrame(screen, size: Self.size).violations == 0)
        // The ranking names the prefectures in the language in force, from the first English frame.
        let gunma = try #require(FavoritesFixtures.prefectures.first { $0.code == "10" })
        let english = composedFrame(screen, size: Self.size, language: .en)
        #expect(english.violations == 0)
        let inEnglish = AppLanguage.$scoped.withValue(.en) { gunma.displayName }
        #expect(screen.viewModel.state.ranking.first?.name == inEnglish)
        #expect(english.text.contains(inEnglish) && !english.text.contains("群馬県"), "\(english.text)")
        // A visit recorded elsewhere (the log, the CLI, another process) reaches the runs and the ranking.
        try await visits.record(VisitDraft(facilityID: FixtureCatalog.noboribetsu.id, date: try VisitDate(parsing: "2025-11-01"), rating: 5, note: ""))
        await waitUntil { screen.viewModel.state.visitedPrefectures == 4 }
        let after = composedFrame(screen, size: Self.size)
        #expect(after.violations == 0)
        #expect(screen.viewModel.state.ranking.contains { $0.name == "北海道" }, "\(after.text)")
        screen.disappear()
    }
}
