import Dependencies
@testable import DetailFeature
import Entities
import Foundation
import Localization
import Observation
import RepositoryFakes
import ScreenKit
import Stores
import Testing
import TestSupport
import UseCases

/// Issue 33 part 2: the breadcrumb reads every stacked screen's title in each frame, and a detail
/// under another screen is never laid out: its title reads the area's name alone, not the whole
/// state (the ★, the visits, the hours worked out for today).
@MainActor
@Suite struct DetailTitleTests {
    @Test func theTitleReadsTheNameAloneNotTheStarOrTheVisits() async throws {
        let (screen, favorites, visits) = withDependencies {
            $0.facilityDetail = FacilityDetailUseCase { _ throws(CatalogError) in DetailFixtures.kusatsu }
            $0.favoritesUseCase = FavoritesUseCase(repository: .fake())
            $0.visitLogUseCase = VisitLogUseCase(repository: .fake())
            $0.viewBuilding = .testValue
            $0.date = .constant(Date(timeIntervalSince1970: 1_763_726_400))
        } operation: {
            let (favorites, visits) = (FavoritesStore(), VisitLogStore())
            let screen = withDependencies {
                $0.favoritesStore = favorites
                $0.visitLogStore = visits
            } operation: { DetailScreen(id: DetailFixtures.kusatsuID) }
            return (screen, favorites, visits)
        }
        #expect(screen.title == DetailFixtures.kusatsuID.rawValue, "the id until the area is loaded")
        await screen.viewModel.appearAndSettle()
        #expect(screen.title == "草津")
        let reread = LockIsolated(false)
        withObservationTracking { _ = screen.title } onChange: { reread.setValue(true) }
        // The ★ and a visit, from another screen: neither is in the title.
        await favorites.toggle(DetailFixtures.kusatsuID)
        _ = try await visits.record(VisitDraft(facilityID: DetailFixtures.kusatsuID, date: try VisitDate(parsing: "2025-11-20"), rating: 4, note: ""))
        #expect(!reread.value, "the breadcrumb's title read the star or the visits")
        #expect(screen.viewModel.state.isFavorite && screen.viewModel.state.visits.count == 1, "the page itself still shows both")
        #expect(composingFrame { screen.title }.violations == 0)
        #expect(AppLanguage.$scoped.withValue(.en) { screen.title }.contains("Kusatsu"))
    }
}
