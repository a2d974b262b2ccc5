import Dependencies
import Entities
import Foundation
import Localization
import Navigation
import RepositoryFakes
import RoutePlanning
import Stores
import TerminalKit
import TestSupport
import Testing
@testable import JourneyFeature

/// Issue 31: a trip's dates, days, bases and name edited from its screen, and the user's own
/// hours deciding what is closed.
@MainActor
@Suite struct PlanTripScreenTests {
    @Test func datesMoveByADayAndAWeekWithinTodayToAYearAhead() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, screen) = try await PlanScreensTests().plannedBeppu(stores)
            screen.send(.nextDate)
            #expect(stores.plans.plan(plan.id)?.date == plan.date.adding(days: 1))
            screen.send(.nextWeek)
            #expect(stores.plans.plan(plan.id)?.date == plan.date.adding(days: 8))
            let canvas = renderCanvas(.terminal80x24) { PlanView.render(screen.state, in: $0.bounds, on: &$0) }
            #expect(canvas.plainText.contains("11/26 (木) 出発"), "the header shows the date with its weekday")
            screen.send(.previousWeek)
            screen.send(.previousDate)
            #expect(stores.plans.plan(plan.id)?.date == plan.date)
            screen.send(.previousDate)
            #expect(stores.plans.plan(plan.id)?.date == plan.date, "never before today in Japan")
            #expect(screen.state.statusMessage?.contains("過去の日付です") == true)
        }
    }

    @Test func bathsMoveBetweenDaysAndDaysAreAddedAndDropped() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, screen) = try await PlanScreensTests().plannedBeppu(stores)
            let first = plan.stops[0]
            screen.send(.moveStopToNextDay)
            var changed = try #require(stores.plans.plan(plan.id))
            #expect(changed.days.count == 2 && changed.days[1].stops == [first])
            #expect(screen.state.day?.index == 1, "the screen follows the bath to its day")
            let canvas = renderCanvas(.terminal80x24) { PlanView.render(screen.state, in: $0.bounds, on: &$0) }
            #expect(canvas.plainText.contains("2/2日目 11/19 (木)"), "\(canvas.plainText)")
            screen.send(.baseHere)
            #expect(stores.plans.plan(plan.id)?.days[1].base == first)
            screen.send(.previousDay)
            #expect(screen.state.day?.index == 0)
            screen.send(.addDay)
            #expect(stores.plans.plan(plan.id)?.days.count == 3)
            #expect(screen.state.day?.index == 1 && screen.state.route?.stops.isEmpty == true)
            screen.send(.dropDay)
            changed = try #require(stores.plans.plan(plan.id))
            #expect(changed.days.count == 2 && Set(changed.stops) == Set(plan.stops), "no bath is lost")
            screen.send(.nextDay)
            screen.send(.moveStopToPreviousDay)
            #expect(stores.plans.plan(plan.id)?.days[0].stops.last == first)
        }
    }

    @Test func renameSplitAndTheFixKey() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, screen) = try await PlanScreensTests().plannedBeppu(stores)
            screen.send(.rename)
            #expect(screen.state.nameField?.text == plan.name)
            screen.send(.name(.clear))
            for character in "週末の別府" { screen.send(.name(.insert(String(character)))) }
            screen.send(.commitName)
            #expect(stores.plans.plan(plan.id)?.name == "週末の別府")
            #expect(screen.state.nameField == nil)
            // The day starts at 20:15 and runs past midnight: F splits it into days that fit.
            #expect(screen.state.warningToFix?.fix == .reorder, "亀川 is closed when reached: reorder first")
            await screen.sendAndSettle(.split)
            let split = try #require(stores.plans.plan(plan.id))
            #expect(split.name == "週末の別府", "a split keeps the new name")
            #expect(Set(split.stops) == Set(plan.stops))
            #expect(stores.plans.route(for: split)?.warnings.isEmpty == true, "\(stores.plans.route(for: split)?.warnings.map(\.message) ?? [])")
            #expect(screen.state.statusMessage?.contains("どの日も収まります") == true, "\(screen.state.statusMessage ?? "nil")")
        }
    }

    /// Your own hours decide: 柴石 closing at 21:00 by your record is closed when the evening's
    /// route reaches it, and the warning's fix is one key away.
    @Test func aCorrectedOpeningTimeClosesAStop() async throws {
        let shibaseki = FixtureCatalog.shibasekiID
        let facts = [FacilityFacts(facilityID: shibaseki, hours: try OSMOpeningHours(parsing: "Mo-Su 10:00-21:00"), updatedAt: JourneyFixtures.now)]
        try await JourneyFixtures.withStores(facts: facts) { stores in
            @Dependency(\.factsStore) var factsStore
            let (_, screen) = try await PlanScreensTests().plannedBeppu(stores)
            #expect(screen.state.route?.closedStops.map(\.stop.id).contains(shibaseki) == false, "the sample keeps it open")
            await factsStore.load()
            let closed = try #require(screen.state.route?.closedStops.map(\.stop.id))
            #expect(closed.contains(shibaseki), "your hours close it")
            let warning = try #require(screen.state.day?.warnings.first { $0.stop == shibaseki })
            #expect(warning.kind == .afterClosing)
            screen.send(.dropClosed)
            #expect(screen.state.route?.closedStops.isEmpty == true)
        }
    }
}

extension PlanTripScreenTests {
    /// Issue 31 §7: `t` on a trip day opens the day's order; an empty day says there is nothing to buy.
    @Test func theTicketKeyBuysTheDayInView() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, screen) = try await PlanScreensTests().plannedBeppu(stores)
            #expect(PlanScreen.keyMap.action(for: .character("t")) == .buyDay)
            screen.send(.buyDay)
            #expect(stores.router.currentStack.last == .tripDayPurchase(planID: plan.id, day: 0))
            screen.send(.addDay)
            #expect(screen.state.day?.index == 1 && screen.state.route?.stops.isEmpty == true)
            screen.send(.buyDay)
            #expect(stores.router.currentStack.last == .tripDayPurchase(planID: plan.id, day: 0), "an empty day opens nothing")
            #expect(screen.state.statusMessage == PlanDayText.noBathsToBuy.text)
        }
    }

    @Test func thePlanDayCatalogHasEveryKeyInBothLanguages() {
        #expect(CatalogAudit.problems(in: PlanDayText.self).isEmpty)
    }
}
