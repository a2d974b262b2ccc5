import Entities
import Localization
import TerminalKit
import Widgets

/// Draws the saved day plans, newest change first; the active one (where `a` adds) is marked.
public enum PlansView {
    static let chromeRows = 1

    public static func listHeight(for rect: Rect) -> Int { max(1, rect.height - chromeRows) }

    /// The status line's word on stored plans this version will not use, or nil when there is none.
    public static func unreadableNotice(_ unreadable: [UnreadablePlan]) -> String? {
        guard let first = unreadable.first else { return nil }
        return PlansText.unreadableNotice(count: unreadable.count, first: first.summary, more: unreadable.count - 1).text
    }

    public static func render(_ state: PlansViewState, in rect: Rect, on canvas: inout Canvas) {
        guard state.isLoaded else {
            Messages.centered([PlansText.loading.text], style: .muted, in: rect, on: &canvas)
            return
        }
        if state.plans.isEmpty, !state.unreadable.isEmpty {
            // Only plans this version will not use: say so, never "no plans yet".
            Messages.centered([PlansText.unreadableOnly(count: state.unreadable.count).text]
                              + state.unreadable.prefix(max(1, rect.height - 4)).map(\.summary), style: .title, in: rect, on: &canvas)
            return
        }
        if state.plans.isEmpty {
            Messages.centered([PlansText.noPlans.text, JourneyKeyHints.makeAPlan().text], style: .title, in: rect, on: &canvas)
            return
        }
        let (header, list) = rect.splitTop(1)
        let headerStyle = Style(.muted, underline: true)
        canvas.fill(header, style: headerStyle)
        let nameWidth = max(16, min(40, rect.width - 45))
        // Under the rows' columns: the count right-aligned in 6 cells, the mode in 6.
        let columns = PlansText.columnPlan.text.padded(toWidth: nameWidth) + PlansText.columnBaths.text.padded(toWidth: 6, alignRight: true)
            + "  " + PlansText.columnMode.text.padded(toWidth: 6) + PlansText.columnDate.text
        canvas.put("   " + columns, x: header.x, y: header.y, style: headerStyle, clip: header)
        for (line, index) in state.viewport.visibleRange(height: list.height).enumerated() {
            let plan = state.plans[index]
            let row = Rect(x: list.x, y: list.y + line, width: list.width, height: 1)
            let selected = index == state.viewport.selection
            if selected { canvas.fill(row, style: .selection) }
            let base: Style = selected ? .selection : .normal
            let mark = plan.id == state.activePlanID ? (canvas.asciiOnly ? ">" : "▸") : " "
            var x = canvas.put(" " + mark + " ", x: row.x, y: row.y, style: selected ? base : .accent, clip: row)
            x = canvas.put(plan.name.truncated(toWidth: nameWidth).padded(toWidth: nameWidth), x: x, y: row.y, style: selected ? base.bolded() : base, clip: row)
            let days = PlansText.days(plan.days.count).text
            let start = ClockText.minute(plan.days.first?.startMinute ?? TripDay.defaultStartMinute)
            canvas.put("  " + "\(plan.stops.count)".padded(toWidth: 4, alignRight: true) + "  " + PlanText.mode(plan.mode).text.padded(toWidth: 4)
                       + "  \(plan.date.tripHeading(holiday: TripCalendar.holiday(on: plan.date))) \(days) \(start)", x: x, y: row.y, style: selected ? base : .muted, clip: row)
        }
    }
}
