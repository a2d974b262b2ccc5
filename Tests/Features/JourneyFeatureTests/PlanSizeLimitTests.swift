import Dependencies
import Entities
import Foundation
import Stores
import Testing

/// Issue 34.3: a plan has a stated size; more is refused with the limit named (nothing cut
/// silently), and ordering a plan stops when the screen that asked for it goes.
@MainActor
@Suite struct PlanSizeLimitTests {
    /// `count` areas on a grid around Beppu, ids aist-90001….
    static func areas(_ count: Int) -> [FacilityListing] {
        (0..<count).map { index in
            JourneyFixtures.area("aist-\(90_001 + index)", "湯\(index)", 33 + Double(index % 20) * 0.01, 131 + Double(index / 20) * 0.01)
        }
    }

    @Test func morePlacesThanAPlanHoldsAreRefusedNamingTheLimit() async {
        let many = Self.areas(DayPlan.maximumStops + 50)
        await JourneyFixtures.withStores(listings: many) { stores in
            let plan = await stores.plans.create(name: "多すぎ", origin: .favorites, areas: many.map(\.id))
            #expect(plan == nil)
            #expect(stores.plans.plans.isEmpty, "no plan of the first 200 made behind the user's back")
            let message = stores.plans.errorMessage ?? ""
            #expect(message.contains("\(DayPlan.maximumStops) か所まで") && message.contains("\(many.count)"), "\(message)")
            // At the limit it is made, every bath in it.
            let exact = await stores.plans.create(name: "ちょうど", origin: .favorites, areas: Array(many.prefix(DayPlan.maximumStops)).map(\.id))
            #expect(exact?.stops.count == DayPlan.maximumStops)
        }
    }

    @Test func aPlanWhoseTaskIsCancelledIsNotMade() async {
        let some = Self.areas(150)
        await JourneyFixtures.withStores(listings: some) { stores in
            let plans = stores.plans
            let work = Task { await plans.create(name: "取り消し", origin: .favorites, areas: some.map(\.id)) }
            work.cancel()
            #expect(await work.value == nil)
            await plans.settleWrites()
            #expect(plans.plans.isEmpty)
        }
    }
}
