import Entities
import Localization
import TerminalKit
import UseCases
import Widgets

/// Draws the search screen from its state alone. Only the visible rows are touched, so the cost
/// does not grow with the size of the catalog.
public enum SearchView {
    /// Rows above the list: the query line, the summary line and the column header.
    static let chromeRows = 3

    public static func listHeight(for rect: Rect) -> Int { max(1, rect.height - chromeRows) }

    /// Draws the screen; the caret of a focused query field goes in `canvas.cursor`.
    public static func render(_ state: SearchViewState, in rect: Rect, on canvas: inout Canvas) {
        canvas.cursor = draw(state, in: rect, on: &canvas)
    }

    private static func draw(_ state: SearchViewState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        switch state.phase {
        case .loading(let progress):
            let bar = Messages.progressBar(fraction: progress.fraction, width: min(50, rect.width - 4), ascii: canvas.asciiOnly)
            Messages.centered([progress.label, bar, SearchText.firstRun.text], style: .title, in: rect, on: &canvas)
            return nil
        case .failed(let message):
            Messages.centered([SearchText.cannotOpenCatalog.text, message, SearchText.catalogHelp.text], style: .error, in: rect, on: &canvas)
            return nil
        case .ready:
            break
        }
        let (queryRow, afterQuery) = rect.splitTop(1)
        let (summaryRow, afterSummary) = afterQuery.splitTop(1)
        let (headerRow, listArea) = afterSummary.splitTop(1)

        let label = SearchText.queryLabel.text
        let labelEnd = canvas.put(label, x: queryRow.x + 1, y: queryRow.y, style: state.focus == .query ? .title : .muted, clip: queryRow)
        let fieldRect = Rect(x: labelEnd, y: queryRow.y, width: queryRow.maxX - labelEnd - 1, height: 1)
        let cursor = TextFieldView.render(state.query, placeholder: SearchText.queryPlaceholder(key: SearchScreen.listKeys.label(for: .focusQuery)).text,
                                          focused: state.focus == .query, in: fieldRect, on: &canvas)

        let total = state.outcome.totalCount
        let count = SearchText.count(shown: total, total: state.catalogCount).text
        let position = state.rows.isEmpty ? count : "\(state.viewport.selection + 1)/\(total) · " + count
        let summaryText = state.notice ?? state.summary
        canvas.put(summaryText.truncated(toWidth: max(1, summaryRow.width - position.displayWidth - 4)), x: summaryRow.x + 1,
                   y: summaryRow.y, style: state.notice == nil ? .accent : .warning, clip: summaryRow)
        canvas.put(position, x: summaryRow.maxX - position.displayWidth - 1, y: summaryRow.y, style: .muted, clip: summaryRow)

        var listRect = listArea
        var headerRect = headerRow
        if state.focus == .filters, rect.width >= 70 {
            let (left, panel) = Rect(x: rect.x, y: headerRow.y, width: rect.width, height: headerRow.height + listArea.height).splitRight(34)
            FilterPanelView.render(state.filterPanel, filter: state.outcome.request.filter, in: panel, on: &canvas)
            headerRect = Rect(x: left.x, y: left.y, width: left.width, height: 1)
            listRect = Rect(x: left.x, y: left.y + 1, width: left.width, height: left.height - 1)
        } else if state.focus == .filters {
            FilterPanelView.render(state.filterPanel, filter: state.outcome.request.filter,
                                   in: Rect(x: rect.x, y: headerRow.y, width: rect.width, height: headerRow.height + listArea.height), on: &canvas)
            return cursor
        }
        let columns = SearchColumns(width: listRect.width, sort: state.outcome.request.sort)
        renderHeader(columns: columns, in: headerRect, on: &canvas)
        if state.rows.isEmpty {
            Messages.centered([SearchText.noMatch.text, noMatchHint(focus: state.focus)], style: .title, in: listRect, on: &canvas)
            return cursor
        }
        for (line, rowIndex) in state.viewport.visibleRange(height: listRect.height).enumerated() {
            let row = state.rows[rowIndex]
            let listing = state.outcome.listings[row.index]
            renderRow(listing, highlight: row.highlight(in: listing), selected: rowIndex == state.viewport.selection,
                      favorite: state.favorites.contains(listing.id), columns: columns, sort: state.outcome.request.sort, in: Rect(x: listRect.x, y: listRect.y + line, width: listRect.width, height: 1), on: &canvas)
        }
        return cursor
    }

    /// What to do about no match, with the keys that do it where the focus is: in the query field
    /// x would type an x and the clear is Ctrl-U; in the list Ctrl-U pages up and x clears the filters.
    static func noMatchHint(focus: SearchViewState.Focus) -> String {
        let (list, query) = (SearchScreen.listKeys, SearchScreen.queryKeys)
        switch focus {
        case .query:
            return SearchText.clearQueryHint(key: query.label(for: .query(.clear)), leaveKey: query.label(for: .leaveQuery),
                                             clearFiltersKey: list.label(for: .clearFilters)).text
        case .list:
            return SearchText.editQueryHint(clearFiltersKey: list.label(for: .clearFilters), editKey: list.label(for: .focusQuery)).text
        case .filters:
            return SearchText.clearFiltersHint(key: SearchScreen.filterKeys.label(for: .clearFilters)).text
        }
    }

    static func renderHeader(columns: SearchColumns, in rect: Rect, on canvas: inout Canvas) {
        let style = Style(.muted, underline: true)
        canvas.fill(rect, style: style)
        var x = rect.x
        // The first title starts where the names do: after the ★ slot, which is two cells when
        // ambiguous characters are wide.
        let slot = String(repeating: " ", count: favoriteMark(on: canvas).displayWidth)
        for column in columns.columns {
            let title = column.kind.alignsRight
                ? column.kind.title.padded(toWidth: column.width - 2, alignRight: true)
                : (x == rect.x ? slot : "") + column.kind.title.truncated(toWidth: column.width - 1 - (x == rect.x ? slot.count : 0))
            canvas.put(title, x: x, y: rect.y, style: style, clip: rect)
            x += column.width
        }
    }

    static func renderRow(_ item: FacilityListing, highlight: MatchHighlight?, selected: Bool, favorite: Bool = false,
                          columns: SearchColumns, sort: FacilitySort = .relevance, in row: Rect, on canvas: inout Canvas) {
        if selected { canvas.fill(row, style: .selection) }
        // The ★ sits in the row's first cells (two when ambiguous characters are wide), which are
        // otherwise blank, so the columns do not move.
        let star = favoriteMark(on: canvas)
        if favorite { canvas.put(star, x: row.x, y: row.y, style: selected ? .selection : Style(.favorite), clip: row) }
        let base: Style = selected ? .selection : .normal
        let y = row.y
        // In English the romaji comes first (`Kusatsu Onsen 草津温泉`): a match in the kanji moves with it.
        let nameShift = item.displayName.count - item.name.count
        let nameRanges = highlight?.field == .name ? (highlight?.ranges ?? []).map { ($0.lowerBound + nameShift)..<($0.upperBound + nameShift) } : []
        // One cell stays free before the next column, so a long name ends in `…` with a gap.
        var x = putHighlighted(item.displayName, ranges: nameRanges, maxWidth: columns.name - star.displayWidth - 1, x: row.x + star.displayWidth, y: y,
                               style: selected ? base.bolded() : base, selected: selected, clip: row, on: &canvas)
        // The second text is the reading, or the other name the row was found by.
        let (second, secondRanges) = secondText(item, highlight: highlight)
        let room = columns.name - (x - row.x) - 1
        if room > 3, !second.isEmpty {
            x = putHighlighted(" " + second, ranges: secondRanges.map { ($0.lowerBound + 1)..<($0.upperBound + 1) }, maxWidth: room,
                               x: x, y: y, style: selected ? base : .muted, selected: selected, clip: row, on: &canvas)
        }
        var column = row.x + columns.name
        for spec in columns.columns.dropFirst() {
            switch spec.kind {
            case .prefecture:
                let prefectureRanges = highlight?.field == .prefecture ? highlight?.ranges ?? [] : []
                putHighlighted(item.prefectureDisplayName, ranges: AppLanguage.current == .ja ? prefectureRanges : [], maxWidth: spec.width - 1, x: column, y: y,
                               style: base, selected: selected, clip: row, on: &canvas)
            case .springType:
                canvas.put((item.springTypeDisplay ?? "—").truncated(toWidth: spec.width - 1), x: column, y: y,
                           style: selected ? base : (item.springType == nil ? .muted : .normal), clip: row)
            case .temperature:
                canvas.put(formatTemperatureColumn(item.maxTemperature).padded(toWidth: spec.width - 2, alignRight: true), x: column, y: y,
                           style: selected ? base : temperatureStyle(item.temperatureClass), clip: row)
            case .ph, .price, .distance, .name:
                let text = SearchColumns.value(spec.kind, of: item, sort: sort) ?? ""
                canvas.put(text.truncated(toWidth: spec.width - 2).padded(toWidth: spec.width - 2, alignRight: true),
                           x: column, y: y, style: selected ? base : (text == "—" ? .muted : .normal), clip: row)
            }
            column += spec.width
        }
    }

    /// The mark of a favourite row, in the row's first cells.
    static func favoriteMark(on canvas: Canvas) -> String { canvas.asciiOnly ? "*" : "★" }

    static var aliasLabel: String { SearchText.aliasLabel.text }

    /// What follows the name, with the matched characters in it: the reading (the column is the
    /// reading's, whatever the query was typed in; romaji that matched highlights nothing in it),
    /// or the other name the row was found by.
    static func secondText(_ item: FacilityListing, highlight: MatchHighlight?) -> (String, [Range<Int>]) {
        switch highlight?.field {
        case .alias(let index) where item.aliases.indices.contains(index):
            let shift = aliasLabel.count
            return (aliasLabel + item.aliases[index].name,
                    (highlight?.ranges ?? []).map { ($0.lowerBound + shift)..<($0.upperBound + shift) })
        // A reading in kana tells an English reader nothing the romaji before it does not.
        case _ where AppLanguage.current == .en: return ("", [])
        case .reading: return (item.reading, highlight?.ranges ?? [])
        default: return (item.reading, [])
        }
    }

    /// Puts text cut to `maxWidth`, drawing the characters in `ranges` in the highlight style.
    @discardableResult
    static func putHighlighted(_ text: String, ranges: [Range<Int>], maxWidth: Int, x: Int, y: Int, style: Style,
                               selected: Bool, clip: Rect, on canvas: inout Canvas) -> Int {
        let cut = text.truncated(toWidth: maxWidth)
        guard !ranges.isEmpty else { return canvas.put(cut, x: x, y: y, style: style, clip: clip) }
        let mark = selected ? Style(.selection, bold: true, underline: true) : Style.highlight
        var column = x
        for (offset, character) in cut.enumerated() {
            let highlighted = ranges.contains { $0.contains(offset) } && character != "…"
            column = canvas.put(String(character), x: column, y: y, style: highlighted ? mark : style, clip: clip)
        }
        return column
    }

    static func temperatureStyle(_ temperatureClass: TemperatureClass?) -> Style {
        switch temperatureClass {
        case .hot: Style(.warning)
        case .warm: Style(.accent)
        case .low, .cold: .normal
        case nil: .muted
        }
    }

}
