import Localization
import ScreenKit
import TerminalKit
import Widgets

/// スタンプ地図: the 47-prefecture stamp card drawn as the map of Japan, each prefecture shaded by
/// its visits (Favorites tab, `M` on the visit log; `M` here goes back to the list).
@MainActor
public final class StampMapScreen: ViewModelScreen {
    public let viewModel: StampMapViewModel

    public init(viewModel: StampMapViewModel = StampMapViewModel()) { self.viewModel = viewModel }

    public nonisolated static let keyMap = KeyMap<StampMapAction>([
        KeyBinding([.character("j"), .down, .character("n")], .next, VisitsText.keyNextPrefecture, short: VisitsText.hintNext2, hint: true),
        KeyBinding([.character("k"), .up, .character("N")], .previous, VisitsText.keyPreviousPrefecture),
        KeyBinding([.character("M")], .showList, VisitsText.keyListAndStamps, short: VisitsText.hintList, priority: 1),
        KeyBinding([.character("C")], .showCalendar, VisitsText.keyCalendarShort, short: VisitsText.hintCalendar, hint: true),
        KeyBinding([.character("P")], .showPassport, VisitsText.keyPassportShort, short: VisitsText.hintPassport, hint: true),
    ])

    public var keys: KeyMap<StampMapAction> { Self.keyMap }
    public var title: String { VisitsText.stampMapTitle.text }

    public func layout(in rect: Rect, asciiOnly: Bool) {
        let map = StampMapView.mapRect(in: rect)
        viewModel.layout(mapSize: Size(width: map.width, height: map.height))
    }

    public func render(in rect: Rect, on canvas: inout Canvas) { StampMapView.render(viewModel.state, in: rect, on: &canvas) }

    /// A click on a prefecture selects it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press, let code = viewModel.prefecture(atMapX: event.x, y: event.y - StampMapView.mapTop) else { return false }
        viewModel.send(.select(code))
        return true
    }
}
