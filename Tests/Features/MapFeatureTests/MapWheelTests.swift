import MapCore
@testable import MapFeature
import TerminalKit
import Testing
import TestSupport

/// Issue 22: the wheel pans the map by one step per notch, not three key presses' worth.
@MainActor
@Suite struct MapWheelTests {
    @Test func oneWheelNotchIsOnePanStep() async {
        let (viewModel, _) = MapFixtures.make(focus: MapFixtures.kusatsu)
        let screen = MapScreen(viewModel: viewModel)
        _ = renderCanvas(screen, Size(width: 100, height: 30))
        await screen.appearAndSettle()
        let start = viewModel.state.viewport
        #expect(screen.handleMouse(MouseEvent(.wheelDown, x: 10, y: 5)))
        let moved = start.project(viewModel.state.viewport.center)
        #expect(abs(moved.dotY - Double(start.heightDots) * (0.5 + MapViewport.panShare)) < 1e-6)
        #expect(abs(moved.dotX - Double(start.widthDots) / 2) < 1e-6)
        #expect(screen.handleMouse(MouseEvent(.wheelUp, x: 10, y: 5)))
        #expect(abs(viewModel.state.viewport.center.lat - start.center.lat) < 1e-9)
    }
}
