import Entities
import Localization
import TerminalKit
import Widgets

/// Draws one rally: what it is and where the list comes from, the progress and the next member
/// to visit, then the members with the day each was first visited.
public enum RallyView {
    /// Rows above the member list.
    static let headerRows = 6

    public static func listHeight(for rect: Rect) -> Int { max(1, rect.height - headerRows) }

    public static func render(_ state: RallyViewState, in rect: Rect, on canvas: inout Canvas) {
        switch state.phase {
        case .loading:
            Messages.centered([RallyText.loadingRally.text], style: .muted, in: rect, on: &canvas)
        case .notFound(let id):
            Messages.centered([RallyText.noSuchRally(id: id.rawValue).text, RallyText.listsThem.text],
                              style: .error, in: rect, on: &canvas)
        case .ready(let progress):
            renderHeader(progress, state: state, in: Rect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, headerRows)), on: &canvas)
            guard rect.height > headerRows else { return }
            let list = Rect(x: rect.x, y: rect.y + headerRows, width: rect.width, height: rect.height - headerRows)
            renderMembers(progress, state: state, in: list, on: &canvas)
        }
    }

    static func renderHeader(_ progress: RallyProgress, state: RallyViewState, in rect: Rect, on canvas: inout Canvas) {
        let rally = progress.rally
        var x = canvas.put(" " + rally.shownName, x: rect.x, y: rect.y, style: .title, clip: rect)
        if progress.isComplete {
            x = canvas.put("  " + RallyText.completed(on: progress.completedOn.map { "\($0)" }).text, x: x, y: rect.y, style: Style(.favorite, bold: true), clip: rect)
        }
        if let pass = state.pass {
            canvas.put("  " + RallyText.pass(baths: pass.entries, price: formatYen(pass.priceYen), key: RallyScreen.keyMap.label(for: .buyPass)).text, x: x, y: rect.y, style: .sample, clip: rect)
        }
        canvas.put(" " + rally.summary, x: rect.x, y: rect.y + 1, style: .normal, clip: rect)
        // The public source only: the project's curation notes are in the data README.
        let source = RallyText.source(rally.source).text
        canvas.put(" " + source, x: rect.x, y: rect.y + 2, style: .muted, clip: rect)
        let barWidth = min(30, max(10, rect.width / 3))
        x = canvas.put(" " + Messages.progressBar(fraction: progress.fraction, width: barWidth, ascii: canvas.asciiOnly),
                       x: rect.x, y: rect.y + 3, style: progress.isComplete ? Style(.favorite) : .accent, clip: rect)
        let missing = rally.members.count - progress.total
        canvas.put("  " + RallyText.visited(count: progress.countText, notInCatalog: missing).text,
                   x: x, y: rect.y + 3, style: .normal, clip: rect)
        let nextLine: String
        if let next = state.next {
            nextLine = RallyText.next(name: state.shownName(of: next.member), from: next.fromName, distance: formatDistance(kilometres: next.kilometres),
                                      key: RallyScreen.keyMap.label(for: .focusNext)).text
        } else if progress.isComplete {
            nextLine = RallyText.allVisited.text
        } else {
            nextLine = JourneyKeyHints.recordAVisit().text
        }
        canvas.put(" " + nextLine, x: rect.x, y: rect.y + 4, style: state.next == nil ? .muted : .accent, clip: rect)
        Box.rule(Rect(x: rect.x, y: rect.y + 5, width: rect.width, height: 1), on: &canvas)
    }

    static func renderMembers(_ progress: RallyProgress, state: RallyViewState, in rect: Rect, on canvas: inout Canvas) {
        let members = progress.rally.members
        let nameWidth = max(12, min(30, rect.width / 3))
        // English prefectures run to 9 columns (`Kagoshima`), Japanese ones to 8 (`鹿児島県`).
        let prefectureWidth = max(8, members.map { state.prefectureName(of: $0).displayWidth }.max() ?? 0)
        for (line, index) in state.viewport.visibleRange(height: rect.height).enumerated() {
            let member = members[index]
            let row = Rect(x: rect.x, y: rect.y + line, width: rect.width, height: 1)
            let selected = index == state.viewport.selection
            if selected { canvas.fill(row, style: .selection) }
            let base: Style = selected ? .selection : .normal
            let visited = progress.firstVisit(of: member)
            let mark = visited != nil ? (canvas.asciiOnly ? "#" : "■") : (member.isInCatalog ? (canvas.asciiOnly ? "." : "□") : " ")
            var x = canvas.put(String(member.position).padded(toWidth: 3, alignRight: true) + " ", x: row.x, y: row.y, style: selected ? base : .muted, clip: row)
            x = canvas.put(mark, x: x, y: row.y, style: selected ? base : (visited != nil ? Style(.favorite) : .muted), clip: row)
            let name = state.shownName(of: member)
            x = canvas.put(" " + name.truncated(toWidth: nameWidth).padded(toWidth: nameWidth), x: x, y: row.y,
                           style: selected ? base.bolded() : (member.isInCatalog ? base : .muted), clip: row)
            let detail: String
            if !member.isInCatalog {
                detail = RallyText.memberNotInCatalog.text
            } else if let visited {
                detail = RallyText.firstVisit(on: "\(visited)").text
            } else {
                detail = RallyText.notYet.text
            }
            x = canvas.put("  " + state.prefectureName(of: member).padded(toWidth: min(prefectureWidth, 12)) + "  " + detail, x: x, y: row.y,
                           style: selected ? base : (visited != nil ? .normal : .muted), clip: row)
            if let catalogName = state.catalogNames[member.position], catalogName != name {
                canvas.put("  (\(catalogName))", x: x, y: row.y, style: selected ? base : .muted, clip: row)
            }
        }
    }
}
