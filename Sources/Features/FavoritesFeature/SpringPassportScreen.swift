import Localization
import ScreenKit
import TerminalKit
import Widgets

/// 泉質パスポート: the ten 療養泉 types collected from the visit log, each opening its areas not yet
/// visited, nearest to the last visit first (Favorites tab, `P` on the visit log).
@MainActor
public final class SpringPassportScreen: ViewModelScreen {
    public let viewModel: SpringPassportViewModel

    public init(viewModel: SpringPassportViewModel = SpringPassportViewModel()) { self.viewModel = viewModel }

    public nonisolated static let keyMap = KeyMap<SpringPassportAction>([
        KeyBinding([.character("j"), .down], .nextType, VisitsText.keyNextType, short: VisitsText.keyNextType, hint: true),
        KeyBinding([.character("k"), .up], .previousType, VisitsText.keyPreviousType),
        KeyBinding([.enter, .character("l"), .right], .focusAreas, VisitsText.keyAreasOfType, short: VisitsText.hintAreas, priority: 1),
        KeyBinding([.character("M")], .showMap, VisitsText.keyMapShort, short: VisitsText.hintStampMap, hint: true),
        KeyBinding([.character("C")], .showCalendar, VisitsText.keyCalendarShort, short: VisitsText.hintCalendar, hint: true),
        KeyBinding([.character("v")], .showList, VisitsText.keyList),
    ])

    public nonisolated static let areaKeys = KeyMap<SpringPassportAction>(
        ListKeys.moves { .move($0) } + [
        KeyBinding([.enter], .open, VisitsText.keyOpenArea, short: FavoritesText.keyOpen, priority: 1),
        KeyBinding([.escape, .character("h"), .left], .leaveAreas, VisitsText.keyBackToTypes, short: VisitsText.hintTypes, priority: 1),
    ])

    public var keys: KeyMap<SpringPassportAction> { viewModel.state.focus == .types ? Self.keyMap : Self.areaKeys }
    public var title: String { VisitsText.passportTitle.text }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = SpringPassportView.listHeight(for: rect) }

    public func render(in rect: Rect, on canvas: inout Canvas) { SpringPassportView.render(viewModel.state, in: rect, on: &canvas) }
}
