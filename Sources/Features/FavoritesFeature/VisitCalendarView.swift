import Entities
import Localization
import TerminalKit
import Widgets

/// Draws the calendar: the year's numbers, month labels over the week columns, a row per weekday
/// (Sunday first), the legend and the visits per month.
public enum VisitCalendarView {
    /// The weekday labels' column: a kanji (or two letters) and a space.
    static let labelWidth = 3

    public static func render(_ state: VisitCalendarViewState, in rect: Rect, on canvas: inout Canvas) {
        guard state.isLoaded, let calendar = state.calendar else {
            Messages.centered([VisitsText.loading.text], style: .muted, in: rect, on: &canvas)
            return
        }
        var y = rect.y
        renderTitle(state, calendar: calendar, at: y, in: rect, on: &canvas)
        y += 1
        let gridX = rect.x + 1 + labelWidth
        // Two cells a day (the glyph and a gap) where the year fits so, else one.
        let cellWidth = rect.width - 1 - labelWidth >= calendar.columns * 2 ? 2 : 1
        renderMonthLabels(calendar, cellWidth: cellWidth, x: gridX, y: y, in: rect, on: &canvas)
        y += 1
        let glyphs = RecordShade.glyphs(on: canvas)
        for row in 0..<7 where y + row < rect.maxY {
            canvas.put(VisitsText.weekday(row).text, x: rect.x + 1, y: y + row, style: row == 0 ? Style(.warning) : .muted, clip: rect)
            for column in 0..<calendar.columns {
                guard let day = calendar.day(column: column, row: row), let level = state.levels[day] else { continue }
                canvas.put(glyphs[level], x: gridX + column * cellWidth, y: y + row, style: RecordShade.style(level), clip: rect, overflow: .clip)
            }
        }
        y += 7
        guard y < rect.maxY else { return }
        RecordShade.legend(calendar.scale, unit: VisitsText.unitVisitsPerDay.text, x: rect.x + 1, y: y, clip: rect, on: &canvas)
        y += 1
        if let summary = state.summary { y = renderMonths(summary.months, from: y, in: rect, on: &canvas) }
        guard y < rect.maxY, !state.visitedYears.isEmpty else { return }
        canvas.put(VisitsText.yearsWithVisits.text + state.visitedYears.map(String.init).joined(separator: " · "),
                   x: rect.x + 1, y: y, style: .muted, clip: rect)
    }

    static func renderTitle(_ state: VisitCalendarViewState, calendar: YearCalendar, at y: Int, in rect: Rect, on canvas: inout Canvas) {
        let back = canvas.asciiOnly ? "<" : "◀", forward = canvas.asciiOnly ? ">" : "▶"
        let x = canvas.put("\(back) \(VisitsText.year(calendar.year).text) \(state.canGoForward ? forward : " ")", x: rect.x + 1, y: y, style: .title, clip: rect)
        if let summary = state.summary {
            let numbers = "  " + (summary.visits == 0 ? VisitsText.noVisitsThisYear
                : VisitsText.yearNumbers(visits: summary.visits, days: calendar.daysWithVisits, areas: summary.areas,
                                         prefectures: summary.prefectureCount, types: summary.typeCount, allTypes: PassportTypes.all.count)).text
            canvas.put(numbers, x: x, y: y, style: .normal, clip: rect)
        }
    }

    /// `1`…`12` (`1月`… when a day has two cells) over each month's first week; a label that would
    /// run into the one before it is left out.
    static func renderMonthLabels(_ calendar: YearCalendar, cellWidth: Int, x: Int, y: Int, in rect: Rect, on canvas: inout Canvas) {
        var free = x
        for (index, column) in calendar.monthColumns.enumerated() {
            let label = cellWidth == 2 ? VisitsText.month(index + 1).text : "\(index + 1)"
            let start = x + column * cellWidth
            guard start >= free, start + label.displayWidth <= rect.maxX else { continue }
            free = canvas.put(label, x: start, y: y, style: .muted, clip: rect) + 1
        }
    }

    /// `月別 1月 3 · 2月 0 …` on one line, or two of six months where one is too narrow.
    /// Returns the row after them.
    static func renderMonths(_ months: [Int], from y: Int, in rect: Rect, on canvas: inout Canvas) -> Int {
        let cells = months.enumerated().map { VisitsText.monthCount(month: $0.offset + 1, count: $0.element).text }
        let byMonth = VisitsText.byMonth.text
        let whole = byMonth + "  " + cells.joined(separator: " · ")
        if whole.displayWidth <= rect.width - 2 {
            canvas.put(whole, x: rect.x + 1, y: y, style: .muted, clip: rect)
            return y + 1
        } else {
            canvas.put(byMonth + " " + cells[0..<6].joined(separator: " · "), x: rect.x + 1, y: y, style: .muted, clip: rect)
            canvas.put(String(repeating: " ", count: byMonth.displayWidth + 1) + cells[6..<12].joined(separator: " · "), x: rect.x + 1, y: y + 1, style: .muted, clip: rect)
            return y + 2
        }
    }
}
