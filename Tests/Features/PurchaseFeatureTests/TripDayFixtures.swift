import Dependencies
import Entities
import Foundation
import Navigation
import Repositories
import RepositoryFakes
import Stores
import TicketTestSupport
import UseCases

/// A trip whose day 2 visits 草津 and 柴石, behind the purchase tests' in-memory app (issue 31 §7).
enum TripDayFixtures {
    static let planID = "plan-daytest"
    static let shibasekiID = FixtureCatalog.shibasekiID
    static let today = VisitDate(TicketFixtures.now)

    /// 柴石's page: the shared catalog row with its own sample commerce (its one source left out).
    static let shibaseki: FacilityDetail = {
        var detail = TicketFixtures.kusatsu
        detail.listing = FixtureCatalog.listing(shibasekiID) ?? detail.listing
        detail.prefecture = FixtureCatalog.oita
        detail.representativeSource = "野田原温泉"
        detail.sources = []
        detail.sample = SampleCommerce.generate(for: shibasekiID)
        return detail
    }()

    /// A two-day trip from `first`; its second day holds the two baths.
    static func plan(from first: VisitDate) -> DayPlan {
        DayPlan(id: planID, name: "別府と草津", origin: .manual, date: first,
                days: [TripDay(stops: [FixtureCatalog.kamegawaID]), TripDay(stops: [TicketFixtures.kusatsuID, shibasekiID])],
                updatedAt: TicketFixtures.now)
    }

    /// The hours a bath is planned and ticketed by, without user facts: its sample's.
    static func isClosed(_ detail: FacilityDetail, on date: VisitDate) -> Bool {
        guard let day = try? CalendarDay(date) else { return false }
        return FacilityHours.effective(sample: detail.sample.hours, facts: nil).closedNotice(on: day) != nil
    }

    /// The first day from a week ahead when both baths open (or, `closedShibaseki`, when only 柴石 is closed).
    static func secondDay(closedShibaseki: Bool) -> VisitDate? {
        (7..<60).map { today.adding(days: $0) }.first { date in
            !isClosed(TicketFixtures.kusatsu, on: date) && isClosed(shibaseki, on: date) == closedShibaseki
        }
    }

    /// Runs `body` in the purchase tests' app with the plan stored and both baths in the catalog.
    @MainActor
    static func withTrip<T>(_ plan: DayPlan?, router: Router, _ body: (PlanStore) async throws -> T) async throws -> T {
        try await TicketFixtures.withApp(router: router) {
            let plans = withDependencies {
                $0.journeyUseCase = JourneyUseCase(repository: .inMemory(rallies: [], plans: plan.map { [$0] } ?? []))
            } operation: { PlanStore() }
            return try await withDependencies {
                $0.planStore = plans
                $0.facilityDetail = FacilityDetailUseCase { id throws(CatalogError) in
                    if id == TicketFixtures.kusatsuID { return TicketFixtures.kusatsu }
                    if id == shibasekiID { return shibaseki }
                    throw .notFound(id)
                }
            } operation: { try await body(plans) }
        }
    }
}
