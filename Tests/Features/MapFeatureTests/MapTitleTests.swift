@testable import MapFeature
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
}
