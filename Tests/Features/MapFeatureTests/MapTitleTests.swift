import Dependencies
@testable import MapFeature
import Observation
import Testing
import TestSupport

/// Issue 22 item 17: `m` on a row opens a map on the area above the tab's own map; the breadcrumb
/// read `地図 › 地図`. A map opened on an area names the area.
@MainActor
@Suite struct MapTitleTests {
    @Test func aMapOpenedOnAnAreaNamesIt() async {
        let (focused, _) = MapFixtures.make(focus: MapFixtures.kusatsu)
        await focused.appearAndSettle()
        #expect(focused.state.title == "草津周辺")
        let (plain, _) = MapFixtures.make()
        await plain.appearAndSettle()
        #expect(plain.state.title == "地図")
    }

    /// Issue 33 part 2: the breadcrumb reads every stacked screen's title in each frame, and a map
    /// under another screen is never laid out: its title reads the area's name and the layer last
    /// built, not the whole state (the camera, the markers, the nearest list).
    @Test func theTitleReadsTheNameAloneNotTheCamera() async {
        let (map, _) = MapFixtures.make(focus: MapFixtures.kusatsu)
        await map.appearAndSettle()
        let screen = MapScreen(viewModel: map)
        let reread = LockIsolated(false)
        withObservationTracking { _ = screen.title } onChange: { reread.setValue(true) }
        map.send(.zoomIn)
        map.send(.toggleBorders)
        #expect(!reread.value, "the breadcrumb's title read the camera")
        #expect(composingFrame { screen.title }.violations == 0)
        #expect(screen.title == "草津周辺")
    }
}
