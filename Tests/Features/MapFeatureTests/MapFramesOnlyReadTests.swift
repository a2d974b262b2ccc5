import Dependencies
import Entities
import Foundation
import Localization
@testable import MapFeature
import Observation
import Stores
import TerminalKit
import Testing
import TestSupport

/// Issue 33 part 2: the map's scene (the picture, the nearest list, a journey's numbered stops
/// and route) is built in `send`, `layout` and the loads; a frame only reads it.
@MainActor
@Suite struct MapFramesOnlyReadTests {
    /// One loop turn of the shell (`composedFrame` in TestSupport).
    func frame(_ screen: MapScreen, language: Language = .ja) -> (text: String, violations: Int) {
        composedFrame(screen, language: language)
    }

    @Test func aPlansMapDerivesItsRouteBeforeTheFrame() async throws {
        let stops = [FacilityID("aist-7152"), FacilityID("aist-7153"), FacilityID("aist-7154")]
        let plan = DayPlan(id: "plan-1", name: "別府の一日", origin: .manual, stops: stops, startTime: Date(timeIntervalSince1970: 1_795_000_000),
                           updatedAt: Date(timeIntervalSince1970: 1_795_000_000))
        let (map, plans) = await JourneyMapTests().make(.plan("plan-1"), plans: [plan])
        let screen = MapScreen(viewModel: map)
        #expect(frame(screen).violations == 0)
        map.send(.nextStop)
        #expect(frame(screen).violations == 0)
        #expect(frame(screen, language: .en).violations == 0)
        #expect(frame(screen).violations == 0)
        let derived = plans.routesDerived
        #expect(frame(screen).violations == 0)
        #expect(plans.routesDerived == derived, "a frame like the last derives no timetable")
        // An edit elsewhere reaches the frame: reading the state watches the plan.
        let edited = LockIsolated(false)
        withObservationTracking { _ = map.state } onChange: { edited.setValue(true) }
        var shorter = plan
        shorter.days[0].stops = Array(stops.prefix(2))
        plans.update(shorter)
        #expect(edited.value, "the edit draws a new frame")
        // Under another screen the map is not laid out, yet its title is read for the breadcrumb
        // in every frame: reading it builds nothing.
        #expect(composingFrame { screen.title }.violations == 0)
        #expect(frame(screen).violations == 0)
        #expect(map.state.journey?.markers.count == 2)
    }

    @Test func aRallysMapAndAFilteredMapOnlyReadWhileDrawn() async throws {
        let (map, _) = await JourneyMapTests().make(.rally(JourneyMapTests.beppu.id))
        let screen = MapScreen(viewModel: map)
        let first = frame(screen)
        #expect(first.violations == 0)
        #expect(first.text.contains("別府八湯") || first.text.contains("1"))
        map.send(.nextStop)
        map.send(.zoomIn)
        #expect(frame(screen).violations == 0)
        #expect(frame(screen, language: .en).violations == 0)
    }
}
