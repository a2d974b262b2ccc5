import Entities
import Localization
import TerminalKit
import Widgets

/// Draws the stamp map: a title line, the map, the selected prefecture and the legend.
public enum StampMapView {
    /// Rows above the map (the title) and below it (the selection and the legend).
    static let mapTop = 1
    static let rowsBelow = 2

    static func mapRect(in rect: Rect) -> Rect {
        Rect(x: rect.x, y: rect.y + mapTop, width: rect.width, height: max(0, rect.height - mapTop - rowsBelow))
    }

    public static func render(_ state: StampMapViewState, in rect: Rect, on canvas: inout Canvas) {
        guard state.isLoaded else {
            Messages.centered([VisitsText.loading.text], style: .muted, in: rect, on: &canvas)
            return
        }
        let title = VisitsText.mapTitle(visited: state.visitedPrefectures, total: state.totalPrefectures, areas: state.areas,
                                       visits: state.visits).text
        canvas.put(title, x: rect.x + 1, y: rect.y, style: .title, clip: rect)
        let map = mapRect(in: rect)
        if let error = state.outlineError {
            Messages.centered([VisitsText.cannotDrawMap.text, error], style: .warning, in: map, on: &canvas)
        } else {
            let glyphs = RecordShade.glyphs(on: canvas)
            for (offset, runs) in state.rows.enumerated() where offset < map.height {
                for run in runs {
                    let style = run.selected ? Style(.selection, bold: true) : RecordShade.style(run.level)
                    canvas.put(String(repeating: glyphs[run.level], count: run.count), x: map.x + run.x, y: map.y + offset, style: style,
                               clip: map, overflow: .clip)
                }
            }
        }
        renderInset(state, in: map, on: &canvas)
        renderRanking(state, in: map, on: &canvas)
        guard rect.height > mapTop + rowsBelow else { return }
        let selectionRow = rect.maxY - 2
        let x = canvas.put((canvas.asciiOnly ? "> " : "▶ ") + state.selectedName, x: rect.x + 1, y: selectionRow, style: .highlight, clip: rect)
        let numbers = "  " + (state.selectedVisits == 0 ? VisitsText.noVisitsHere
            : VisitsText.visitsAndAreas(visits: state.selectedVisits, areas: state.selectedAreas)).text
        canvas.put(numbers, x: x, y: selectionRow, style: .normal, clip: rect)
        RecordShade.legend(state.scale, unit: VisitsText.unitVisits.text, x: rect.x + 1, y: rect.maxY - 1, clip: rect, on: &canvas)
    }

    /// 沖縄, off the main islands' map, as an inset in the top-left corner (the Sea of Japan's side,
    /// where the main islands leave the map empty).
    static func renderInset(_ state: StampMapViewState, in map: Rect, on canvas: inout Canvas) {
        guard let inset = state.inset, state.outlineError == nil, map.height > 0 else { return }
        let glyph = RecordShade.glyphs(on: canvas)[inset.level]
        let x = canvas.put(VisitsText.okinawa.text, x: map.x + 1, y: map.y, style: inset.selected ? Style(.selection, bold: true) : .muted, clip: map)
        canvas.put(glyph + glyph, x: x, y: map.y, style: inset.selected ? Style(.selection, bold: true) : RecordShade.style(inset.level), clip: map)
    }

    /// The most visited prefectures right of Japan, where the terminal is wide enough.
    static func renderRanking(_ state: StampMapViewState, in map: Rect, on canvas: inout Canvas) {
        let x = map.x + state.mapRight + 3
        guard !state.ranking.isEmpty, map.maxX - x >= 18, map.height > 2 else { return }
        let area = Rect(x: x, y: map.y, width: map.maxX - x, height: map.height)
        canvas.put(VisitsText.mostVisited.text, x: x, y: map.y, style: Style(.muted, underline: true), clip: area)
        for (offset, entry) in state.ranking.enumerated() where offset + 1 < map.height {
            let count = VisitsText.rankingCount(entry.visits).text
            canvas.put(entry.name.padded(toWidth: 10) + " " + count, x: x, y: map.y + 1 + offset, style: .normal, clip: area)
        }
    }
}
