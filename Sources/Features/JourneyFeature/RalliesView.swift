import Entities
import Localization
import TerminalKit
import Widgets

/// Draws the rally list: one line per rally with its progress bar, closest to done first.
public enum RalliesView {
    /// Rows above the list: the summary line and the column header.
    static let chromeRows = 2

    public static func listHeight(for rect: Rect) -> Int { max(1, rect.height - chromeRows) }

    public static func render(_ state: RalliesViewState, in rect: Rect, on canvas: inout Canvas) {
        guard state.isLoaded else {
            Messages.centered([RallyText.loadingRallies.text], style: .muted, in: rect, on: &canvas)
            return
        }
        let (summaryRow, afterSummary) = rect.splitTop(1)
        let (header, list) = afterSummary.splitTop(1)
        let done = state.rows.filter(\.isComplete).count
        let summary = state.errorMessage
            ?? RallyText.summary(rallies: state.rows.count, completed: done).text
        canvas.put(" " + summary, x: summaryRow.x, y: summaryRow.y, style: state.errorMessage == nil ? .muted : .error, clip: summaryRow)
        let columns = Columns(width: list.width)
        let headerStyle = Style(.muted, underline: true)
        canvas.fill(header, style: headerStyle)
        canvas.put(("  " + RallyText.columnRally.text).padded(toWidth: columns.name) + RallyText.columnProgress.text, x: header.x, y: header.y, style: headerStyle, clip: header)
        if state.rows.isEmpty {
            Messages.centered([RallyText.noRallies.text], style: .title, in: list, on: &canvas)
            return
        }
        for (line, index) in state.viewport.visibleRange(height: list.height).enumerated() {
            let row = Rect(x: list.x, y: list.y + line, width: list.width, height: 1)
            renderRow(state.rows[index],
                      selected: index == state.viewport.selection, columns: columns, in: row, on: &canvas)
        }
    }

    struct Columns {
        var name: Int
        var bar: Int

        init(width: Int) {
            name = max(20, min(40, width / 2))
            bar = max(8, min(24, width - name - 22))
        }
    }

    static func renderRow(_ progress: RallyProgress, selected: Bool, columns: Columns, in rect: Rect, on canvas: inout Canvas) {
        if selected { canvas.fill(rect, style: .selection) }
        let base: Style = selected ? .selection : .normal
        let done = RallyText.completedMark.text
        let mark = progress.isComplete ? done : String(repeating: " ", count: done.displayWidth)
        var x = canvas.put(" ", x: rect.x, y: rect.y, style: base, clip: rect)
        x = canvas.put(mark, x: x, y: rect.y, style: selected ? base : Style(.favorite, bold: true), clip: rect)
        canvas.put(" " + progress.rally.shownName.truncated(toWidth: columns.name - 2 - x + rect.x), x: x, y: rect.y, style: selected ? base.bolded() : base, clip: rect)
        x = rect.x + columns.name
        guard progress.total > 0 else {
            canvas.put(RallyText.noneInCatalog.text, x: x, y: rect.y, style: selected ? base : .muted, clip: rect)
            return
        }
        let bar = Messages.progressBar(fraction: progress.fraction, width: columns.bar, ascii: canvas.asciiOnly)
        x = canvas.put(bar, x: x, y: rect.y, style: selected ? base : (progress.isComplete ? Style(.favorite) : .accent), clip: rect)
        var tail = "  " + progress.countText
        if let day = progress.completedOn { tail += "  \(day)" }
        canvas.put(tail, x: x, y: rect.y, style: base, clip: rect)
    }
}
