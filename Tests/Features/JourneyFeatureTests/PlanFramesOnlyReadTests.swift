import Entities
import Localization
import TerminalKit
import TestSupport
import Testing
@testable import JourneyFeature

/// Issue 33 part 2: a plan's timetable is derived by the store when the plan, the catalog, the
/// facts or the language change (in `send`, `layout` and the store's updates), and stored; a frame
/// only reads it.
@MainActor
@Suite struct PlanFramesOnlyReadTests {
    /// One loop turn of the shell (`composedFrame` in TestSupport).
    func frame(_ screen: PlanScreen, language: Language = .ja) -> (text: String, violations: Int) {
        composedFrame(screen, language: language)
    }

    @Test func drawingAPlanTwiceDerivesItsTimetableOnce() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, _) = try await PlanScreensTests().plannedBeppu(stores)
            let screen = PlanScreen(id: plan.id)
            let model = screen.viewModel
            await model.appearAndSettle()
            let first = frame(screen)
            #expect(first.violations == 0)
            #expect(first.text.contains("別府/鉄輪"), "\(first.text)")
            var derived = stores.plans.routesDerived
            let again = frame(screen)
            #expect(again.text == first.text)
            #expect(stores.plans.routesDerived == derived, "the same plan, drawn again, derives nothing")
            // An edit derives once, when it is made; the frames after it read that.
            model.send(.removeStop)
            #expect(stores.plans.routesDerived == derived + 1)
            derived = stores.plans.routesDerived
            #expect(frame(screen).violations == 0)
            #expect(frame(screen).violations == 0)
            #expect(stores.plans.routesDerived == derived)
            // Another language names the stops its way: derived once for it, before its frame.
            let english = frame(screen, language: .en)
            #expect(english.violations == 0)
            #expect(stores.plans.routesDerived == derived + 1)
            #expect(stores.plans.plan(plan.id)?.stops.count == plan.stops.count - 1)
        }
    }
}
