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
        KeyBinding([.character("j"), .down], .nextType, "次の泉質 next type", hint: true),
        KeyBinding([.character("k"), .up], .previousType, "前の泉質 previous type"),
        KeyBinding([.enter, .character("l"), .right], .focusAreas, "未訪問の温泉地 its areas not yet visited", priority: 1),
        KeyBinding([.character("M")], .showMap, "スタンプ地図 the stamp map", hint: true),
        KeyBinding([.character("C")], .showCalendar, "カレンダー a year of visits", hint: true),
        KeyBinding([.character("v")], .showList, "一覧 the visit log"),
    ])

    public nonisolated static let areaKeys = KeyMap<SpringPassportAction>(
        ListKeys.moves { .move($0) } + [
        KeyBinding([.enter], .open, "開く open the hot spring", priority: 1),
        KeyBinding([.escape, .character("h"), .left], .leaveAreas, "泉質へ戻る back to the types", priority: 1),
    ])

    public var keys: KeyMap<SpringPassportAction> { viewModel.state.focus == .types ? Self.keyMap : Self.areaKeys }
    public var title: String { "泉質パスポート" }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = SpringPassportView.listHeight(for: rect) }

    public func render(in rect: Rect, on canvas: inout Canvas) { SpringPassportView.render(viewModel.state, in: rect, on: &canvas) }
}
