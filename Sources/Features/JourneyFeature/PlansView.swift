import Entities
import TerminalKit
import Widgets

/// Draws the saved day plans, newest change first; the active one (where `a` adds) is marked.
public enum PlansView {
    static let chromeRows = 1

    public static func listHeight(for rect: Rect) -> Int { max(1, rect.height - chromeRows) }

    /// The status line's word on stored plans this version will not use, or nil when there is none.
    public static func unreadableNotice(_ unreadable: [UnreadablePlan]) -> String? {
        guard let first = unreadable.first else { return nil }
        let more = unreadable.count > 1 ? " (+\(unreadable.count - 1))" : ""
        return "読めないプラン \(unreadable.count) 件 (kept; yumeguri doctor lists them): \(first.summary)\(more)"
    }

    public static func render(_ state: PlansViewState, in rect: Rect, on canvas: inout Canvas) {
        guard state.isLoaded else {
            Messages.centered(["読み込み中… loading plans"], style: .muted, in: rect, on: &canvas)
            return
        }
        if state.plans.isEmpty, !state.unreadable.isEmpty {
            // Only plans this version will not use: say so, never "no plans yet".
            Messages.centered(["保存されたプラン \(state.unreadable.count) 件を読めません",
                               "\(state.unreadable.count) stored plans cannot be used (kept as they are)"]
                              + state.unreadable.prefix(max(1, rect.height - 4)).map(\.summary), style: .title, in: rect, on: &canvas)
            return
        }
        if state.plans.isEmpty {
            Messages.centered(["プランはまだありません — no day plans yet"] + JourneyKeyHints.makeAPlan(), style: .title, in: rect, on: &canvas)
            return
        }
        let (header, list) = rect.splitTop(1)
        let headerStyle = Style(.muted, underline: true)
        canvas.fill(header, style: headerStyle)
        let nameWidth = max(16, min(40, rect.width - 45))
        canvas.put("   " + "プラン Plan".padded(toWidth: nameWidth) + "  温泉  移動    日付 Date", x: header.x, y: header.y, style: headerStyle, clip: header)
        for (line, index) in state.viewport.visibleRange(height: list.height).enumerated() {
            let plan = state.plans[index]
            let row = Rect(x: list.x, y: list.y + line, width: list.width, height: 1)
            let selected = index == state.viewport.selection
            if selected { canvas.fill(row, style: .selection) }
            let base: Style = selected ? .selection : .normal
            let mark = plan.id == state.activePlanID ? (canvas.asciiOnly ? ">" : "▸") : " "
            var x = canvas.put(" " + mark + " ", x: row.x, y: row.y, style: selected ? base : .accent, clip: row)
            x = canvas.put(plan.name.truncated(toWidth: nameWidth).padded(toWidth: nameWidth), x: x, y: row.y, style: selected ? base.bolded() : base, clip: row)
            let days = "\(plan.days.count)日"
            let start = ClockText.minute(plan.days.first?.startMinute ?? TripDay.defaultStartMinute)
            canvas.put("  " + "\(plan.stops.count)".padded(toWidth: 4, alignRight: true) + "  " + (plan.mode == .car ? "車  " : "徒歩")
                       + "  \(plan.date.tripHeading(holiday: TripCalendar.holiday(on: plan.date))) \(days) \(start)", x: x, y: row.y, style: selected ? base : .muted, clip: row)
        }
    }
}
