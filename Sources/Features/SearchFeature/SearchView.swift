import Entities
import TerminalKit
import Widgets

/// Draws the search screen from its state alone. Only the visible rows are touched, so the cost
/// does not grow with the size of the catalog.
public enum SearchView {
    /// Rows available for list items in `rect` (one header row, one summary row).
    public static func listHeight(for rect: Rect) -> Int { max(1, rect.height - 2) }

    public static func render(_ state: SearchViewState, in rect: Rect, on canvas: inout Canvas) {
        switch state.phase {
        case .loading(let progress):
            let bar = Messages.progressBar(fraction: progress.fraction, width: min(50, rect.width - 4), ascii: canvas.asciiOnly)
            Messages.centered([progress.label, bar, "初回のみ: カタログを作成しています (first run only)"], style: .title, in: rect, on: &canvas)
            return
        case .failed(let message):
            Messages.centered(["カタログを開けません — cannot open the catalog", message,
                               "Check --data-dir / --catalog, or run `make deps`."], style: .error, in: rect, on: &canvas)
            return
        case .ready:
            break
        }
        if state.listings.isEmpty {
            Messages.centered(["温泉が見つかりません — no hot springs in this catalog"], style: .title, in: rect, on: &canvas)
            return
        }
        let (summaryRow, rest) = rect.splitTop(1)
        let (headerRow, listArea) = rest.splitTop(1)
        let columns = Columns(width: rect.width)
        let position = "\(state.viewport.selection + 1)/\(state.listings.count)"
        canvas.put("温泉地 Hot-spring areas", x: summaryRow.x + 1, y: summaryRow.y, style: .title, clip: summaryRow)
        canvas.put(position, x: summaryRow.maxX - position.displayWidth - 1, y: summaryRow.y, style: .muted, clip: summaryRow)
        renderRow(["名前 Name", "都道府県", "泉温", "泉質 Spring type"], columns: columns, y: headerRow.y, x: rect.x,
                  style: Style(.muted, underline: true), canvas: &canvas, clip: headerRow)

        let range = state.viewport.visibleRange(height: listArea.height)
        for (line, index) in range.enumerated() {
            let item = state.listings[index]
            let y = listArea.y + line
            let selected = index == state.viewport.selection
            let row = Rect(x: listArea.x, y: y, width: listArea.width, height: 1)
            if selected { canvas.fill(row, style: .selection) }
            let base: Style = selected ? .selection : .normal
            var x = canvas.put(" " + item.name.truncated(toWidth: columns.name - 1), x: row.x, y: y, style: selected ? base.bolded() : base, clip: row)
            let readingRoom = columns.name - (x - row.x) - 1
            if readingRoom > 3, !item.reading.isEmpty {
                x = canvas.put(" " + item.reading.truncated(toWidth: readingRoom - 1), x: x, y: y,
                               style: selected ? base : .muted, clip: row)
            }
            var column = row.x + columns.name
            canvas.put(item.prefectureName.truncated(toWidth: columns.prefecture - 1), x: column, y: y, style: base, clip: row)
            column += columns.prefecture
            canvas.put(item.temperatureText.padded(toWidth: columns.temperature - 2, alignRight: true), x: column, y: y,
                       style: selected ? base : temperatureStyle(item.temperatureClass), clip: row)
            column += columns.temperature
            canvas.put((item.springType ?? "—").truncated(toWidth: columns.springType - 1), x: column, y: y,
                       style: selected ? base : (item.springType == nil ? .muted : .normal), clip: row)
        }
    }

    static func temperatureStyle(_ temperatureClass: TemperatureClass?) -> Style {
        switch temperatureClass {
        case .hot: Style(.warning)
        case .warm: Style(.accent)
        case .low, .cold: .normal
        case nil: .muted
        }
    }

    private static func renderRow(_ titles: [String], columns: Columns, y: Int, x: Int, style: Style, canvas: inout Canvas, clip: Rect) {
        canvas.fill(clip, style: style)
        let widths = [columns.name, columns.prefecture, columns.temperature, columns.springType]
        var column = x
        for (title, width) in zip(titles, widths) {
            canvas.put((column == x ? " " : "") + title.truncated(toWidth: width - 1), x: column, y: y, style: style, clip: clip)
            column += width
        }
    }

    /// Column widths for a given screen width; the name column takes what is left.
    struct Columns {
        let name, prefecture, temperature, springType: Int

        init(width: Int) {
            prefecture = 10
            temperature = 9
            springType = max(10, min(30, width * 3 / 10))
            name = max(10, width - prefecture - temperature - springType)
        }
    }
}
