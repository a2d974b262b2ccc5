import Entities
import Localization
import Stores
import TerminalKit
import Widgets

/// Draws the passport: a title, the ten types as stamps with bars (one column, or two of five on
/// a short terminal), then the selected type's areas not yet visited, nearest first.
public enum SpringPassportView {
    /// The types take two columns of five below this height.
    static let twoColumnsBelow = 22

    static func typeRows(for rect: Rect) -> Int { rect.height < twoColumnsBelow ? 5 : PassportTypes.all.count }

    /// Rows above the list: the title, the types, the list's heading.
    static func listTop(for rect: Rect) -> Int { 1 + typeRows(for: rect) + 1 }

    public static func listHeight(for rect: Rect) -> Int { max(1, rect.height - listTop(for: rect)) }

    public static func render(_ state: SpringPassportViewState, in rect: Rect, on canvas: inout Canvas) {
        guard state.isLoaded else {
            Messages.centered([VisitsText.loading.text], style: .muted, in: rect, on: &canvas)
            return
        }
        canvas.put(VisitsText.passportHeading(collected: state.collected, total: state.stamps.count).text, x: rect.x + 1, y: rect.y, style: .title, clip: rect)
        let rows = typeRows(for: rect)
        let columns = (state.stamps.count + rows - 1) / rows
        let columnWidth = (rect.width - 1) / max(1, columns)
        for (index, stamp) in state.stamps.enumerated() {
            let cell = Rect(x: rect.x + 1 + (index / rows) * columnWidth, y: rect.y + 1 + index % rows, width: columnWidth - 1, height: 1)
            renderStamp(stamp, selected: index == state.selection, focused: state.focus == .types, in: cell, on: &canvas)
        }
        let top = rect.y + listTop(for: rect)
        guard top - 1 < rect.maxY, let type = state.selectedType else { return }
        let list = Rect(x: rect.x, y: top, width: rect.width, height: max(0, rect.maxY - top))
        renderHeading(state, type: type, at: top - 1, in: rect, on: &canvas)
        renderAreas(state, type: type, in: list, on: &canvas)
    }

    /// `▶ ◉ 硫黄泉      ████▌   12か所 30件`
    static func renderStamp(_ stamp: PassportStamp, selected: Bool, focused: Bool, in cell: Rect, on canvas: inout Canvas) {
        let plain = canvas.asciiOnly || canvas.ambiguousIsWide
        let base: Style = selected ? (focused ? .selection : Style(.highlight)) : .normal
        if selected { canvas.fill(cell, style: base) }
        let mark = stamp.areas > 0 ? (plain ? "@" : "◉") : (plain ? "-" : "○")
        var x = canvas.put((selected ? (plain ? ">" : "▶") : " ") + mark + " ", x: cell.x, y: cell.y, style: selected ? base : RecordShade.style(stamp.areas > 0 ? 4 : 0), clip: cell)
        x = canvas.put(stamp.type.label.padded(toWidth: 12), x: x, y: cell.y, style: selected ? base.bolded() : base, clip: cell)
        let numbers = " " + VisitsText.stampNumbers(areas: stamp.areas, visits: stamp.visits).text
        let barWidth = min(10, cell.maxX - x - numbers.displayWidth - 1)
        if barWidth > 0 {
            let filled = (stamp.bar * barWidth + 9) / 10
            let bar = String(repeating: plain ? "#" : "█", count: filled) + String(repeating: plain ? "." : "·", count: barWidth - filled)
            x = canvas.put(" " + bar, x: x, y: cell.y, style: selected ? base : RecordShade.style(stamp.areas > 0 ? 3 : 0), clip: cell)
        }
        canvas.put(numbers, x: x, y: cell.y, style: selected ? base : .muted, clip: cell)
    }

    static func renderHeading(_ state: SpringPassportViewState, type: SpringCategory, at y: Int, in rect: Rect, on canvas: inout Canvas) {
        let anchor = state.anchor.map { VisitsText.nearestToLastVisit(name: $0.name, date: "\($0.date)").text }
            ?? VisitsText.northToSouth.text
        let heading = Rect(x: rect.x, y: y, width: rect.width, height: 1)
        canvas.fill(heading, style: Style(.muted, underline: true))
        canvas.put(" " + VisitsText.notYetVisited(type: type.label).text + " · " + anchor, x: rect.x, y: y, style: Style(.muted, underline: true), clip: heading)
    }

    static func renderAreas(_ state: SpringPassportViewState, type: SpringCategory, in list: Rect, on canvas: inout Canvas) {
        guard let areas = state.areas else {
            Messages.centered([VisitsText.findingAreas.text], style: .muted, in: list, on: &canvas)
            return
        }
        if areas.isEmpty {
            Messages.centered([VisitsText.everyAreaVisited(type: type.label).text], style: .title, in: list, on: &canvas)
            return
        }
        let focused = state.focus == .areas
        for (line, index) in state.viewport.visibleRange(height: list.height).enumerated() {
            let area = areas[index]
            let row = Rect(x: list.x, y: list.y + line, width: list.width, height: 1)
            let selected = focused && index == state.viewport.selection
            if selected { canvas.fill(row, style: .selection) }
            let base: Style = selected ? .selection : .normal
            let distance = area.distance.map { formatDistanceColumn(kilometres: $0) } ?? ""
            var x = canvas.put(" " + distance + "  ", x: row.x, y: row.y, style: selected ? base : .muted, clip: row)
            x = canvas.put("\(area.name) (\(area.prefectureName))".truncated(toWidth: 28).padded(toWidth: 28), x: x, y: row.y,
                           style: selected ? base.bolded() : base, clip: row)
            canvas.put(" " + (area.springType ?? ""), x: x, y: row.y, style: selected ? base : .muted, clip: row)
        }
    }
}
