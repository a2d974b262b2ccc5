import Localization
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
        KeyBinding([.character("h"), .left, .character("[")], .previousYear, VisitsText.keyPreviousYear, short: VisitsText.hintPreviousYear, priority: 1),
        KeyBinding([.character("l"), .right, .character("]")], .nextYear, VisitsText.keyNextYear, short: VisitsText.hintNextYear, priority: 1),
        KeyBinding([.character("t")], .thisYear, VisitsText.keyThisYear),
        KeyBinding([.character("M")], .showMap, VisitsText.keyMapShort, short: VisitsText.hintStampMap, hint: true),
        KeyBinding([.character("P")], .showPassport, VisitsText.keyPassportShort, short: VisitsText.hintPassport, hint: true),
        KeyBinding([.character("v")], .showList, VisitsText.keyList),
    ])

    public var keys: KeyMap<VisitCalendarAction> { Self.keyMap }
    public var title: String { VisitsText.calendarTitle.text }

    public func layout(in rect: Rect, asciiOnly: Bool) {}

    public func render(in rect: Rect, on canvas: inout Canvas) { VisitCalendarView.render(viewModel.state, in: rect, on: &canvas) }
}
