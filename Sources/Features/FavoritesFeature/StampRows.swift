import Entities
import TerminalKit

/// How the stamp card lays a region out at a width: its label, then a stamp per prefecture, on as
/// many lines as they need, each line after the first starting under the first stamp. In Japanese
/// every region fits one line at 80 columns; in English Chubu's (`■Niigata □Toyama …`, 93
/// columns) and Kyushu's do not, and cutting them would hide which prefectures are left, so they
/// take a second line (two rows of the history at 80×24, none at 120 columns).
enum StampRows {
    /// The region's name, its count and a gap: `Chubu     0/9  `.
    static let labelWidth = 8 + 5 + 2
    /// The card's left margin.
    static let margin = 1

    struct Stamp: Equatable {
        var text: String
        var visited: Bool
    }

    static func marks(ascii: Bool) -> (visited: String, empty: String) { ascii ? ("#", ".") : ("■", "□") }

    /// The region's stamps in lines that fit `width` (at least one line, even when empty).
    static func lines(of row: StampSummary.RegionRow, width: Int, ascii: Bool) -> [[Stamp]] {
        let (visitedMark, emptyMark) = marks(ascii: ascii)
        let room = max(1, width - margin - labelWidth)
        var lines: [[Stamp]] = [[]]
        var used = 0
        for entry in row.prefectures {
            let stamp = Stamp(text: (entry.visited ? visitedMark : emptyMark) + entry.prefecture.shortDisplayName + " ", visited: entry.visited)
            let needed = stamp.text.displayWidth
            // The trailing space may hang past the edge; a stamp alone on its line is never moved.
            if used > 0, used + needed - 1 > room {
                lines.append([])
                used = 0
            }
            lines[lines.count - 1].append(stamp)
            used += needed
        }
        return lines
    }

    /// Rows the card takes at `width`: a title, each region's lines, a rule.
    static func height(_ stamps: StampSummary?, width: Int, ascii: Bool) -> Int {
        guard let stamps else { return 2 }
        return stamps.regions.reduce(2) { $0 + lines(of: $1, width: width, ascii: ascii).count }
    }
}
