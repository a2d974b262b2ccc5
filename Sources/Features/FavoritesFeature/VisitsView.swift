import Entities
import Localization
import ScreenKit
import TerminalKit
import VisitFormKit
import Widgets

/// Draws the visit log: the stamp card (prefectures by region) above the history.
public enum VisitsView {
    /// Rows the stamp card takes: a title, each region's lines (`StampRows`), a rule.
    static func stampHeight(_ stamps: StampSummary?, width: Int, ascii: Bool) -> Int {
        StampRows.height(stamps, width: width, ascii: ascii)
    }

    /// Rows between the stamp card and the list: the filter line and the column header.
    static let chromeRows = 2

    public static func listHeight(for rect: Rect, stamps: StampSummary?, ascii: Bool) -> Int {
        max(1, rect.height - stampHeight(stamps, width: rect.width, ascii: ascii) - chromeRows)
    }

    /// Draws the log; the caret of a focused filter goes in `canvas.cursor`.
    public static func render(_ state: VisitsViewState, in rect: Rect, on canvas: inout Canvas) {
        renderLog(state, in: rect, on: &canvas)
        if let form = state.form {
            let height = min(VisitFormView.height(withHeading: true), rect.height)
            let box = Rect(x: rect.x, y: rect.maxY - height, width: rect.width, height: height)
            // Over the log: the rows behind the panel are cleared first.
            canvas.fill(box, style: .normal)
            canvas.cursor = VisitFormView.render(form.form, title: VisitFormText.correctTitle.text, heading: form.heading, in: box, on: &canvas)
        }
    }

    private static func renderLog(_ state: VisitsViewState, in rect: Rect, on canvas: inout Canvas) {
        let content = state.content
        guard content.isLoaded else {
            Messages.centered([VisitsText.loading.text], style: .muted, in: rect, on: &canvas)
            return
        }
        var rest = rect
        if let stamps = content.stamps {
            let (card, below) = rect.splitTop(min(rect.height, stampHeight(stamps, width: rect.width, ascii: canvas.asciiOnly)))
            renderStamps(stamps, in: card, on: &canvas)
            rest = below
        }
        guard rest.height > chromeRows else { return }
        let (filterRow, afterFilter) = rest.splitTop(1)
        if let caret = FilterLine.render(state.filter, focused: state.focus == .filter,
                                         summary: VisitsText.count(shown: content.rows.count, total: content.total).text, in: filterRow, on: &canvas) {
            canvas.cursor = caret
        }
        let (header, list) = afterFilter.splitTop(1)
        let headerStyle = Style(.muted, underline: true)
        canvas.fill(header, style: headerStyle)
        // The titles start where the row's date, stars, place and note do.
        let titles = " " + VisitsText.columnDate.text.padded(toWidth: 12) + VisitsText.columnRating.text.padded(toWidth: 7)
            + VisitsText.columnPlace.text.padded(toWidth: 29) + VisitsText.columnNote.text
        canvas.put(titles, x: header.x, y: header.y, style: headerStyle, clip: header)
        if content.rows.isEmpty, content.total > 0 {
            Messages.centered([VisitsText.noMatch(filter: state.filter.text).text,
                               VisitsText.clearFilterHint(key: KeyEvent.ctrl("u").label).text], style: .title, in: list, on: &canvas)
            return
        }
        if content.rows.isEmpty {
            Messages.centered([VisitsText.noVisitsYet.text, VisitsText.howToRecord(key: KeyMention.recordVisitOnDetail.label).text],
                              style: .title, in: list, on: &canvas)
            return
        }
        var viewport = state.viewport
        viewport.setCount(content.rows.count, height: list.height)
        for (line, index) in viewport.visibleRange(height: list.height).enumerated() {
            let row = content.rows[index]
            let rowRect = Rect(x: list.x, y: list.y + line, width: list.width, height: 1)
            let selected = index == viewport.selection
            if selected { canvas.fill(rowRect, style: .selection) }
            let base: Style = selected ? .selection : .normal
            var x = canvas.put(" " + row.date.description + "  ", x: rowRect.x, y: rowRect.y, style: base, clip: rowRect)
            x = canvas.put(Visit.stars(row.rating, ascii: canvas.asciiOnly), x: x, y: rowRect.y, style: selected ? base : Style(.favorite), clip: rowRect)
            let place = "\(row.name) (\(row.prefectureName))"
            x = canvas.put("  " + place.truncated(toWidth: 28).padded(toWidth: 28), x: x, y: rowRect.y, style: selected ? base.bolded() : base, clip: rowRect)
            canvas.put(" " + row.note, x: x, y: rowRect.y, style: selected ? base : .muted, clip: rowRect)
        }
    }

    /// One line per region: its count, then each prefecture with a filled or hollow stamp.
    static func renderStamps(_ stamps: StampSummary, in rect: Rect, on canvas: inout Canvas) {
        let title = VisitsText.stampsTitle(visited: stamps.visitedPrefectures, total: stamps.totalPrefectures, areas: stamps.distinctAreas,
                                          visits: stamps.visitCount).text
        canvas.put(title, x: rect.x + 1, y: rect.y, style: .title, clip: rect)
        var y = rect.y + 1
        for row in stamps.regions {
            guard y < rect.maxY - 1 else { break }
            let label = row.region.displayName.padded(toWidth: 8) + "\(row.visitedCount)/\(row.prefectures.count)".padded(toWidth: 5, alignRight: true) + "  "
            canvas.put(label, x: rect.x + StampRows.margin, y: y, style: row.visitedCount > 0 ? .accent : .muted, clip: rect)
            for line in StampRows.lines(of: row, width: rect.width, ascii: canvas.asciiOnly) {
                guard y < rect.maxY - 1 else { break }
                var x = rect.x + StampRows.margin + StampRows.labelWidth
                for stamp in line {
                    x = canvas.put(stamp.text, x: x, y: y, style: stamp.visited ? Style(.favorite) : .muted, clip: rect)
                }
                y += 1
            }
        }
        Box.rule(Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1), on: &canvas)
    }
}
