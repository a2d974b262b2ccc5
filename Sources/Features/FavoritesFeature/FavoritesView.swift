import Entities
import Foundation
import Localization
import ScreenKit
import TerminalKit
import Widgets

/// Draws the Favorites tab from its state alone.
public enum FavoritesView {
    /// Rows above the list: the filter line and the column header.
    static let chromeRows = 2

    public static func listHeight(for rect: Rect) -> Int { max(1, rect.height - chromeRows) }

    /// Draws the tab; the caret of a focused filter goes in `canvas.cursor`.
    public static func render(_ state: FavoritesViewState, in rect: Rect, on canvas: inout Canvas) {
        canvas.cursor = draw(state, in: rect, on: &canvas)
    }

    /// No favourites yet: how to add one, and where the visit log and the rallies are, with the keys
    /// as bound now.
    static var emptyLines: [String] {
        let (tab, inSearch, onDetail) = (KeyMention.searchTab.label, KeyMention.favouriteInSearch.label, KeyMention.favouriteOnDetail.label)
        let howToAdd: FavoritesText = inSearch == onDetail
            ? .howToAddSameKey(key: inSearch, tab: tab)
            : .howToAdd(searchKey: inSearch, detailKey: onDetail, tab: tab)
        return [
            FavoritesText.noFavouritesYet.text,
            howToAdd.text,
            FavoritesText.elsewhere(visitsKey: FavoritesScreen.listKeys.label(for: .showVisits),
                                    ralliesKey: FavoritesScreen.listKeys.label(for: .showRallies)).text,
        ]
    }

    private static func draw(_ state: FavoritesViewState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        let content = state.content
        // The selection is kept inside the rows there are now (another screen may have removed some).
        var viewport = state.viewport
        viewport.setCount(content.rows.count, height: listHeight(for: rect))
        guard content.isLoaded else {
            Messages.centered([FavoritesText.loading.text], style: .muted, in: rect, on: &canvas)
            return nil
        }
        if content.total == 0 {
            Messages.centered(emptyLines, style: .title, in: rect, on: &canvas)
            return nil
        }
        let (filterRow, afterFilter) = rect.splitTop(1)
        let (headerRow, listRect) = afterFilter.splitTop(1)

        let cursor = FilterLine.render(state.filter, focused: state.focus == .filter,
                                       summary: FavoritesText.summary(sort: state.sort.label, shown: content.rows.count, total: content.total).text
                                           + (state.marked.isEmpty ? "" : " · " + FavoritesText.marked(state.marked.count).text), in: filterRow, on: &canvas)

        let columns = Columns(width: listRect.width)
        let headerStyle = Style(.muted, underline: true)
        canvas.fill(headerRow, style: headerStyle)
        var x = headerRow.x
        // The name's title sits over the names, after the number, the plan mark and the ★ (two
        // cells when ambiguous characters are wide).
        let nameTitle = "  # " + String(repeating: " ", count: 1 + (canvas.asciiOnly ? "*" : "★").displayWidth) + FavoritesText.columnName.text
        for (title, width) in zip([nameTitle, FavoritesText.columnPrefecture.text, FavoritesText.columnTemperature.text, FavoritesText.columnVisits.text,
                                     FavoritesText.columnAdded.text, FavoritesText.columnSpringType.text], columns.widths) {
            canvas.put(title.truncated(toWidth: width - 1), x: x, y: headerRow.y, style: headerStyle, clip: headerRow)
            x += width
        }
        if content.rows.isEmpty {
            Messages.centered([FavoritesText.noMatch(filter: state.filter.text).text,
                               FavoritesText.clearFilterHint(key: KeyEvent.ctrl("u").label).text], style: .title, in: listRect, on: &canvas)
            return cursor
        }
        for (line, index) in viewport.visibleRange(height: listRect.height).enumerated() {
            renderRow(content.rows[index], number: index + 1, selected: index == viewport.selection,
                      marked: state.marked.contains(content.rows[index].id), columns: columns,
                      in: Rect(x: listRect.x, y: listRect.y + line, width: listRect.width, height: 1), on: &canvas)
        }
        return cursor
    }

    static func renderRow(_ row: FavoriteRow, number: Int, selected: Bool, marked: Bool = false, columns: Columns, in rect: Rect, on canvas: inout Canvas) {
        if selected { canvas.fill(rect, style: .selection) }
        let base: Style = selected ? .selection : .normal
        let y = rect.y
        var x = canvas.put(String(number).padded(toWidth: 3, alignRight: true), x: rect.x, y: y, style: selected ? base : .muted, clip: rect)
        // The plan mark (space) sits in the gap after the number, so no column moves.
        x = canvas.put(marked ? "+" : " ", x: x, y: y, style: selected ? base.bolded() : Style(.accent, bold: true), clip: rect)
        let star = canvas.asciiOnly ? "*" : "★"
        x = canvas.put(star, x: x, y: y, style: selected ? base : Style(.favorite), clip: rect)
        x = canvas.put(" " + row.name.truncated(toWidth: columns.name - 6 - star.displayWidth), x: x, y: y, style: selected ? base.bolded() : base, clip: rect)
        let room = columns.name - (x - rect.x) - 1
        if room > 3, !row.reading.isEmpty, AreaName.showsReading {
            canvas.put(" " + row.reading.truncated(toWidth: room - 1), x: x, y: y, style: selected ? base : .muted, clip: rect)
        }
        var column = rect.x + columns.name
        canvas.put(row.prefectureName.truncated(toWidth: columns.prefecture - 1), x: column, y: y, style: base, clip: rect)
        column += columns.prefecture
        canvas.put(row.temperatureText.padded(toWidth: columns.temperature - 2, alignRight: true), x: column, y: y, style: base, clip: rect)
        column += columns.temperature
        let visits = row.visitCount == 0 ? "—" : FavoritesText.visitCount(row.visitCount).text
        canvas.put(visits.padded(toWidth: columns.visits - 2, alignRight: true), x: column, y: y, style: selected ? base : .muted, clip: rect)
        column += columns.visits
        canvas.put(VisitDate(row.addedAt).description, x: column, y: y, style: selected ? base : .muted, clip: rect)
        column += columns.added
        if columns.springType > 0 {
            canvas.put((row.springType ?? "—").truncated(toWidth: columns.springType - 1), x: column, y: y,
                       style: selected ? base : (row.springType == nil ? .muted : .normal), clip: rect)
        }
    }

    /// A wide terminal gets the spring type as one more column rather than a name column wider
    /// than any name (as in the search list).
    struct Columns {
        let name, prefecture, temperature, visits, added, springType: Int
        static let comfortableName = 44

        init(width: Int) {
            prefecture = 10
            temperature = 9
            visits = 7
            added = 11
            let rest = max(12, width - prefecture - temperature - visits - added)
            let spare = rest - Self.comfortableName
            springType = spare >= 12 ? spare : 0
            name = springType > 0 ? Self.comfortableName : rest
        }

        var widths: [Int] { springType > 0 ? [name, prefecture, temperature, visits, added, springType] : [name, prefecture, temperature, visits, added] }
    }
}
