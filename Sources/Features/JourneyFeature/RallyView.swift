import Entities
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
            Messages.centered(["読み込み中… loading the rally"], style: .muted, in: rect, on: &canvas)
        case .notFound(let id):
            Messages.centered(["湯めぐり帳「\(id.rawValue)」はありません — no such rally", "`yumeguri rallies` lists them"],
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
        var x = canvas.put(" " + rally.name, x: rect.x, y: rect.y, style: .title, clip: rect)
        x = canvas.put("  " + rally.englishName, x: x, y: rect.y, style: .muted, clip: rect)
        if progress.isComplete {
            x = canvas.put("  制覇 completed" + (progress.completedOn.map { " \($0)" } ?? ""), x: x, y: rect.y, style: Style(.favorite, bold: true), clip: rect)
        }
        if let pass = state.pass {
            canvas.put("  手形 pass: \(pass.entries)湯 \(formatYen(pass.priceYen)) [sample] (t)", x: x, y: rect.y, style: .sample, clip: rect)
        }
        canvas.put(" " + rally.summary, x: rect.x, y: rect.y + 1, style: .normal, clip: rect)
        // The public source only: the project's curation notes are in the data README.
        let source = "出典 Source: " + rally.source
        canvas.put(" " + source, x: rect.x, y: rect.y + 2, style: .muted, clip: rect)
        let barWidth = min(30, max(10, rect.width / 3))
        x = canvas.put(" " + Messages.progressBar(fraction: progress.fraction, width: barWidth, ascii: canvas.asciiOnly),
                       x: rect.x, y: rect.y + 3, style: progress.isComplete ? Style(.favorite) : .accent, clip: rect)
        let missing = rally.members.count - progress.total
        canvas.put("  訪問 visited \(progress.countText)" + (missing > 0 ? " · カタログにない not in the catalog \(missing)" : ""),
                   x: x, y: rect.y + 3, style: .normal, clip: rect)
        let nextLine: String
        if let next = state.next {
            nextLine = "次はここ next: \(next.member.name) — 最後の訪問 \(next.fromName) から \(formatDistance(kilometres: next.kilometres)) (n)"
        } else if progress.isComplete {
            nextLine = "すべて訪問しました — every member visited"
        } else {
            nextLine = JourneyKeyHints.recordAVisit()
        }
        canvas.put(" " + nextLine, x: rect.x, y: rect.y + 4, style: state.next == nil ? .muted : .accent, clip: rect)
        Box.rule(Rect(x: rect.x, y: rect.y + 5, width: rect.width, height: 1), on: &canvas)
    }

    static func renderMembers(_ progress: RallyProgress, state: RallyViewState, in rect: Rect, on canvas: inout Canvas) {
        let members = progress.rally.members
        let nameWidth = max(12, min(30, rect.width / 3))
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
            x = canvas.put(" " + member.name.truncated(toWidth: nameWidth).padded(toWidth: nameWidth), x: x, y: row.y,
                           style: selected ? base.bolded() : (member.isInCatalog ? base : .muted), clip: row)
            let detail: String
            if !member.isInCatalog {
                detail = "カタログにない not in the catalog (does not count)"
            } else if let visited {
                detail = "\(visited) 初訪問 first visit"
            } else {
                detail = "未訪問 not yet"
            }
            x = canvas.put("  " + member.prefectureName.truncated(toWidth: 8).padded(toWidth: 8) + "  " + detail, x: x, y: row.y,
                           style: selected ? base : (visited != nil ? .normal : .muted), clip: row)
            if let catalogName = state.catalogNames[member.position], catalogName != member.name {
                canvas.put("  (\(catalogName))", x: x, y: row.y, style: selected ? base : .muted, clip: row)
            }
        }
    }
}
