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
        KeyBinding([.character("h"), .left], .pan(.left), "左へ pan left", hint: true),
        KeyBinding([.character("j"), .down], .pan(.down), "下へ pan down"),
        KeyBinding([.character("k"), .up], .pan(.up), "上へ pan up"),
        KeyBinding([.character("l"), .right], .pan(.right), "右へ pan right"),
        KeyBinding([.character("+"), .character("=")], .zoomIn, "拡大 zoom in", hint: true),
        KeyBinding([.character("-"), .character("_")], .zoomOut, "縮小 zoom out"),
        KeyBinding([.character("0")], .reset, "日本全体 all of Japan"),
        KeyBinding([.character("n")], .nextMarker, "次に近い温泉 next by distance", hint: true),
        KeyBinding([.character("N")], .previousMarker, "前の温泉 previous by distance"),
        KeyBinding([.enter], .open, "開く open the focused area", hint: true),
        KeyBinding([.character("b")], .toggleBorders, "県境 prefecture borders"),
        KeyBinding([.character("s")], .searchThisArea, "この範囲を検索 list the areas in view", hint: true),
        KeyBinding([.character("p")], .planView, "プラン plan a day of the areas in view"),
        KeyBinding([.character("a")], .addToPlan, "プランに追加 add the focused area to the plan"),
        KeyBinding([.character("]")], .nextStop, "次の番号 next numbered stop (rally or plan map)"),
        KeyBinding([.character("[")], .previousStop, "前の番号 previous numbered stop"),
        KeyBinding([.character("}")], .nextDay, "次の日 the trip's next day (plan map)"),
        KeyBinding([.character("{")], .previousDay, "前の日 the trip's previous day"),
    ])

    public var keys: KeyMap<MapAction> { Self.keyMap }
    public var title: String { viewModel.state.title }
    public var statusMessage: String? { viewModel.state.message }

    /// The map's size in cells is what the picture is drawn for; told here, before drawing, and
    /// the focused area's summary panel follows the focus here too.
    public func layout(in rect: Rect, asciiOnly: Bool) {
        let layout = MapView.layout(rect)
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
