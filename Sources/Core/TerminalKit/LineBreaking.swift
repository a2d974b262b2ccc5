/// Where a paragraph may break, and the greedy filling of lines from those places.
///
/// A hand-written subset of the Unicode line-breaking algorithm (UAX #14) and of Japanese line
/// composition (JIS X 4051 禁則): Foundation on Linux has no line breaker for plain strings, and the
/// package list has none either. The rules a terminal needs:
/// - a line may break after spaces (which go at the break) and before or after a wide character
///   (Japanese has no spaces between words);
/// - never inside a run of narrow characters: a word, a path, a URL or a file name
///   (`LICENSE-jp_prefecture-MIT.txt`) moves whole to the next line;
/// - a run wider than a whole line breaks after `/`, `-` or `_`, and only with none of those
///   within the line, anywhere (never inside a character);
/// - closing marks and small kana (`。` `、` `」` `ッ` …) never start a line, opening marks never end one.
enum LineBreaking {
    /// A piece between two break opportunities: its text, then the spaces after it.
    private struct Piece {
        var body = ""
        var bodyWidth = 0
        var spaces = ""
        var spacesWidth = 0
    }

    /// One paragraph (no line feed in it, already sanitised) in lines of at most `width` cells.
    static func lines(of paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        var pending = (text: "", width: 0)   // spaces after the line's last piece: kept only before more text
        for piece in pieces(of: paragraph) {
            if used > 0, used + pending.width + piece.bodyWidth > width {
                lines.append(line)
                (line, used) = ("", 0)
            } else {
                line += pending.text
                used += pending.width
            }
            if piece.bodyWidth > width - used {
                var parts = longRun(piece.body, width: width)
                line = parts.removeLast()
                lines += parts
                used = line.displayWidth
            } else {
                line += piece.body
                used += piece.bodyWidth
            }
            pending = (piece.spaces, piece.spacesWidth)
        }
        // Spaces that end the paragraph stay, as far as they fit.
        if used + pending.width <= width { line += pending.text }
        lines.append(line)
        return lines
    }

    /// The paragraph cut at every break opportunity.
    private static func pieces(of paragraph: String) -> [Piece] {
        var pieces: [Piece] = []
        var current = Piece()
        var previous: Character?
        for character in paragraph {
            let width = DisplayWidth.of(character)
            if character == " " {
                current.spaces.append(character)
                current.spacesWidth += width
            } else {
                // An indent is a first piece of spaces alone: kept, as the spaces before any text are.
                if let previous, breaks(between: previous, and: character) {
                    pieces.append(current)
                    current = Piece()
                }
                current.body.append(character)
                current.bodyWidth += width
            }
            previous = character
        }
        pieces.append(current)
        return pieces
    }

    /// Whether a line may break between two characters, the second not a space.
    private static func breaks(between previous: Character, and next: Character) -> Bool {
        if previous == " " { return true }
        if noStart.contains(next) || noEnd.contains(previous) { return false }
        return DisplayWidth.of(previous) > 1 || DisplayWidth.of(next) > 1
    }

    /// A run with no break opportunity, wider than a line: after `/`, `-` or `_` where one falls
    /// within the line, else at the line's end.
    private static func longRun(_ run: String, width: Int) -> [String] {
        var parts: [String] = []
        var part = ""
        var used = 0
        var softBreak: String.Index?   // just after the part's last `/`, `-` or `_`
        for character in run {
            let w = DisplayWidth.of(character)
            if used + w > width, !part.isEmpty {
                let cut = softBreak ?? part.endIndex
                parts.append(String(part[..<cut]))
                part = String(part[cut...])
                used = part.displayWidth
                softBreak = nil
            }
            part.append(character)
            used += w
            if softBreakAfter.contains(character) { softBreak = part.endIndex }
        }
        parts.append(part)
        return parts
    }

    private static let softBreakAfter: Set<Character> = ["/", "-", "_"]
    /// JIS X 4051's line-start prohibited characters (行頭禁則) and narrow closing punctuation.
    private static let noStart: Set<Character> = Set("、。，．・：；？！ー）」』】〕〉》〙〗〟ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ‐゠〜～)]},.;:!?%")
    /// Line-end prohibited characters (行末禁則): opening brackets.
    private static let noEnd: Set<Character> = Set("（「『【〔〈《〘〖〝([{")
}
