import Dependencies
import Entities
import MapCore
import Navigation
import Observation
import ScreenKit
import TerminalKit

/// The map: the Map tab's root, and what `m` on a facility opens. Glue between the key table, the
/// view model and the view; the focused area's summary is a panel the detail module builds, asked
/// for through the ViewBuilding registry so this module never imports it.
@MainActor
@Observable
public final class MapScreen: ViewModelScreen {
    public let viewModel: MapViewModel
    /// Observed, so that swapping in a new summary panel redraws.
    private var summary: (id: FacilityID, panel: any Panel)?
    @ObservationIgnored @Dependency(\.viewBuilding) private var viewBuilding

    public init(focus: FacilityID? = nil) {
        viewModel = MapViewModel(focus: focus)
    }

    /// A rally's members or a plan's route, numbered.
    public init(subject: JourneyMapSubject) {
        viewModel = MapViewModel(subject: subject)
    }

    public init(viewModel: MapViewModel) {
        self.viewModel = viewModel
    }

    public nonisolated static let keyMap = KeyMap<MapAction>([
        KeyBinding([.character("h"), .left], .pan(.left), MapText.keyPanLeft, hint: true),
        KeyBinding([.character("j"), .down], .pan(.down), MapText.keyPanDown),
        KeyBinding([.character("k"), .up], .pan(.up), MapText.keyPanUp),
        KeyBinding([.character("l"), .right], .pan(.right), MapText.keyPanRight),
        KeyBinding([.character("+"), .character("=")], .zoomIn, MapText.keyZoomIn, hint: true),
        KeyBinding([.character("-"), .character("_")], .zoomOut, MapText.keyZoomOut),
        KeyBinding([.character("0")], .reset, MapText.keyReset),
        KeyBinding([.character("n")], .nextMarker, MapText.keyNextMarker, short: MapText.hintNextMarker, hint: true),
        KeyBinding([.character("N")], .previousMarker, MapText.keyPreviousMarker),
        KeyBinding([.enter], .open, MapText.keyOpen, short: MapText.hintOpen, hint: true),
        KeyBinding([.character("b")], .toggleBorders, MapText.keyBorders),
        KeyBinding([.character("s")], .searchThisArea, MapText.keySearchHere, short: MapText.hintSearchHere, hint: true),
        KeyBinding([.character("p")], .planView, MapText.keyPlanView),
        KeyBinding([.character("a")], .addToPlan, MapText.keyAddToPlan),
        KeyBinding([.character("]")], .nextStop, MapText.keyNextStop),
        KeyBinding([.character("[")], .previousStop, MapText.keyPreviousStop),
        KeyBinding([.character("}")], .nextDay, MapText.keyNextDay),
        KeyBinding([.character("{")], .previousDay, MapText.keyPreviousDay),
    ])

    public var keys: KeyMap<MapAction> { Self.keyMap }
    public var title: String { viewModel.title }
    public var statusMessage: String? { viewModel.state.message }

    /// The map's size in cells is what the picture is drawn for; told here, before drawing, and
    /// the focused area's summary panel follows the focus here too.
    /// Where the last frame put the nearest list, in the screen's own cells (where a click's
    /// are counted from), for a click on its rows.
    @ObservationIgnored private var nearestRect: Rect?

    public func layout(in rect: Rect, asciiOnly: Bool) {
        let layout = MapView.layout(rect)
        nearestRect = layout.nearest.map { Rect(x: $0.x - rect.x, y: $0.y - rect.y, width: $0.width, height: $0.height) }
        viewModel.setMapSize(TerminalSize(width: layout.map.width, height: layout.map.height))
        syncSummary()
    }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        let layout = MapView.layout(rect)
        let state = viewModel.state
        MapView.render(state, layout: layout, on: &canvas)
        if let area = layout.summary, state.phase == .ready, let summary {
            summary.panel.render(in: area, on: &canvas)
        }
    }

    public func disappear() {
        viewModel.effects.cancelAll()
        summary?.panel.disappear()
    }

    public func settled() async {
        await viewModel.effects.settled()
        syncSummary()
        await summary?.panel.settled()
    }

    /// Where the last press or drag step was: a drag pans by the cells moved since.
    private var dragFrom: (x: Int, y: Int)?

    public func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .press:
            if let row = nearestRow(at: event) {
                // As in every list: a click selects the row, a click on the selected row opens it.
                viewModel.send(row == viewModel.state.focusIndex ? .open : .selectNearest(row))
                return true
            }
            dragFrom = (event.x, event.y)
            return true
        case .drag:
            guard let from = dragFrom else { dragFrom = (event.x, event.y); return true }
            if from.x != event.x || from.y != event.y { viewModel.send(.drag(dx: event.x - from.x, dy: event.y - from.y)) }
            dragFrom = (event.x, event.y)
            return true
        case .release:
            dragFrom = nil
            return true
        case .wheelUp, .wheelDown:
            // One notch is one pan step; left to the shell it would be three key presses.
            viewModel.send(.pan(event.kind == .wheelUp ? .up : .down))
            return true
        }
    }

    /// The nearest list's row under a press (inside its box, on a row that shows an area), or nil.
    private func nearestRow(at event: MouseEvent) -> Int? {
        guard let box = nearestRect, box.height >= 3 else { return nil }
        let inner = box.inset(dx: 1, dy: 1)
        guard event.x >= inner.x, event.x < inner.maxX, event.y >= inner.y, event.y < inner.maxY else { return nil }
        let row = event.y - inner.y
        return row < min(inner.height, viewModel.state.nearest.count) ? row : nil
    }

    /// A new summary panel whenever the focus moves to another area; the old one is dropped.
    private func syncSummary() {
        guard let focus = viewModel.state.focus else {
            if summary != nil { summary = nil }
            return
        }
        guard summary?.id != focus.id else { return }
        summary?.panel.disappear()
        let panel = viewBuilding.facilitySummaryPanel(focus.id)
        summary = (focus.id, panel)
        panel.appear()
    }
}
