import Foundation
import TestSupport
import Testing

/// Issue 32 §4: a click selects a row of the map's nearest list, as in every other list, and a
/// click on the selected row opens it; in English, at 80×24.
@Suite(.serialized, .timeLimit(.minutes(3))) struct MapMouseEndToEndTests {
    /// The nearest list's rows: (row on the screen, column of the name, the name).
    func nearestRows(_ screen: String) -> [(y: Int, x: Int, name: String)] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let title = lines.firstIndex(where: { $0.contains("┌─ Nearest") }) else { return [] }
        var rows: [(Int, Int, String)] = []
        for y in (title + 1)..<lines.count {
            let line = lines[y]
            guard line.hasPrefix("│"), line.contains(" km ") else { break }
            // "│ • 草津   0.0 km  95.0℃ │": the name after the mark, up to the column gap.
            let fields = line.dropFirst().split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count > 2 else { break }
            rows.append((y, 4, String(fields[1])))
        }
        return rows
    }

    @Test func aClickSelectsANearestRowAndASecondOpensIt() throws {
        let tmux = try TmuxSession()
        try tmux.startShell(width: 80, height: 24, messages: "en_US.UTF-8")
        try tmux.launch("open map/aist-2711")
        // Centred on 草津 (its own row first, 0.0 km away), the catalog and outline in: the rows
        // clicked are the ones the list keeps.
        let screen = try tmux.waitForMapSettled("centred on 草津 with its nearest list") { screen in
            let rows = self.nearestRows(screen)
            return rows.count >= 3 && rows.first?.name == "Kusatsu" && screen.contains("zoom 7/10")
        }
        let rows = nearestRows(screen)
        let third = rows[2]
        try tmux.click(x: third.x, y: third.y)
        // The summary beside the list follows the focus: its first line names the clicked area.
        try tmux.waitFor("the clicked area focused") { screen in
            let lines = screen.split(separator: "\n").map(String.init)
            guard let box = lines.firstIndex(where: { $0.contains("┌─ Nearest") }), box + 1 < lines.count else { return false }
            return lines[box + 1].split(separator: "│").last?.contains(third.name) == true
        }
        try tmux.click(x: third.x, y: third.y)
        try tmux.waitFor("the clicked area's detail") { $0.split(separator: "\n").first?.contains("› \(third.name)") == true }
        try tmux.keys("C-c")
        try tmux.waitForShellPrompt()
    }
}
