import Dependencies
@testable import DetailFeature
import Entities
import Foundation
import ScreenKit
import TerminalKit
import Testing
import UseCases

/// Issue 32 §4: a click in the detail's nearby panel reaches the panel, in the panel's own place
/// at either layout (beside the detail at 120 columns, below it at 80); a click in the detail
/// does not.
@MainActor
@Suite struct DetailNearbyClickTests {
    @MainActor final class ClickRecorder: ClickablePanel {
        var clicks: [(MouseEvent, Rect)] = []
        func render(in rect: Rect, on canvas: inout Canvas) {}
        func appear() {}
        func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
            clicks.append((event, rect))
            return true
        }
    }

    @Test func clicksInThePanelGoToThePanel() async {
        let recorder = ClickRecorder()
        let screen = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_491_000))
            $0.viewBuilding = ViewBuildingClient(screen: { PlaceholderScreen(destination: $0) }, nearbyPanel: { _ in recorder },
                                                 facilitySummaryPanel: { StaticTextPanel(lines: ["summary for \($0.rawValue)"]) })
            $0.facilityDetail = FacilityDetailUseCase { _ throws(CatalogError) in DetailFixtures.kusatsu }
        } operation: { DetailScreen(id: DetailFixtures.kusatsuID) }
        await screen.appearAndSettle()
        screen.layout(in: Rect(x: 0, y: 1, width: 120, height: 30), asciiOnly: false)
        #expect(!screen.handleMouse(MouseEvent(.press, x: 10, y: 3)), "the detail's own text")
        #expect(screen.handleMouse(MouseEvent(.press, x: 100, y: 3)))
        #expect(recorder.clicks.last?.1 == Rect(x: 82, y: 0, width: 38, height: 30), "the panel's rect in the screen's own coordinates")
        screen.layout(in: Rect(x: 0, y: 1, width: 80, height: 24), asciiOnly: false)
        #expect(screen.handleMouse(MouseEvent(.press, x: 5, y: 20)))
        #expect(recorder.clicks.last?.1 == Rect(x: 0, y: 17, width: 80, height: 7))
        #expect(!screen.handleMouse(MouseEvent(.release, x: 5, y: 20)), "a press selects, not a release")
        #expect(recorder.clicks.count == 2)
    }
}
