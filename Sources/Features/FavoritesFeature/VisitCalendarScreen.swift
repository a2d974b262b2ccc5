import ScreenKit
import TerminalKit
import Widgets

/// 湯めぐりカレンダー: a year of visits as day cells, weeks × weekdays, shaded by count (Favorites
/// tab, `C` on the visit log or the stamp map).
@MainActor
public final class VisitCalendarScreen: ViewModelScreen {
    public let viewModel: VisitCalendarViewModel

    public init(viewModel: VisitCalendarViewModel) { self.viewModel = viewModel }

    public convenience init(year: Int?) { self.init(viewModel: VisitCalendarViewModel(year: year)) }

    public nonisolated static let keyMap = KeyMap<VisitCalendarAction>([
        KeyBinding([.character("h"), .left, .character("[")], .previousYear, "前の年 previous year", priority: 1),
        KeyBinding([.character("l"), .right, .character("]")], .nextYear, "次の年 next year", priority: 1),
        KeyBinding([.character("t")], .thisYear, "今年 this year"),
        KeyBinding([.character("M")], .showMap, "スタンプ地図 the stamp map", hint: true),
        KeyBinding([.character("P")], .showPassport, "泉質パスポート spring types collected", hint: true),
        KeyBinding([.character("v")], .showList, "一覧 the visit log"),
    ])

    public var keys: KeyMap<VisitCalendarAction> { Self.keyMap }
    public var title: String { "カレンダー" }

    public func layout(in rect: Rect, asciiOnly: Bool) {}

    public func render(in rect: Rect, on canvas: inout Canvas) { VisitCalendarView.render(viewModel.state, in: rect, on: &canvas) }
}
