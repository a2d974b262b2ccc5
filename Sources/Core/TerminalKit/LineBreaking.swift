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
    fileprivate struct Piece {
        var body = ""
        var bodyWidth = 0
        var spaces = ""
        var spacesWidth = 0
    }

    /// One paragraph (no line feed in it, already sanitised) in lines of at most `width` cells.
    static func lines(of paragraph: String, width: Int) -> [String] {
        var filler = LineFiller(width: width)
        // Piece by piece as they are found: a long paragraph is never held as pieces whole.
        forEachPiece(of: paragraph) { filler.add($0) }
        return filler.finish()
    }

    /// Fills lines greedily with pieces. Where a line breaks in Japanese but a space stood in its
    /// second half, it breaks at the space instead: the catalog's Japanese puts spaces between words
    /// (`チケット 4 枚`, `総務省 全国地方公共団体コード`), and a break there reads better than one
    /// between two kanji of a word.
    private struct LineFiller {
        let width: Int
        var lines: [String] = []
        /// The current line's pieces; the last one's spaces are kept only if more text follows.
        var pieces: [Piece] = []
        /// The current line's cells, without the last piece's spaces.
        var used = 0

        init(width: Int) { self.width = width }

        mutating func add(_ piece: Piece) {
            guard let last = pieces.last else { return start(with: piece) }
            if used + last.spacesWidth + piece.bodyWidth <= width {
                pieces.append(piece)
                used += last.spacesWidth + piece.bodyWidth
            } else if used == 0 {
                // Only an indent so far: the text after it starts here, cut if it must be.
                start(with: Piece(body: pieces.map { $0.body + $0.spaces }.joined() + piece.body,
                                  bodyWidth: last.spacesWidth + piece.bodyWidth, spaces: piece.spaces, spacesWidth: piece.spacesWidth))
            } else if last.spacesWidth == 0, let space = lastSpaceInSecondHalf() {
                // The pieces after the space move on; the last space before them has none after it.
                lines.append(text(of: pieces[..<space]))
                pieces = Array(pieces[space...])
                used = text(of: pieces[...]).displayWidth
                add(piece)
            } else {
                lines.append(text(of: pieces[...]))
                start(with: piece)
            }
        }

        /// A line that starts with `piece`: a run wider than the line is cut (`longRun`) first.
        private mutating func start(with piece: Piece) {
            guard piece.bodyWidth > width else {
                (pieces, used) = ([piece], piece.bodyWidth)
                return
            }
            var parts = LineBreaking.longRun(piece.body, width: width)
            let rest = parts.removeLast()
            lines += parts
            pieces = [Piece(body: rest, bodyWidth: rest.displayWidth, spaces: piece.spaces, spacesWidth: piece.spacesWidth)]
            used = rest.displayWidth
        }

        /// The index of the last piece that follows spaces, if the line before it fills half the width.
        private func lastSpaceInSecondHalf() -> Int? {
            guard let index = pieces.indices.dropFirst().last(where: { pieces[$0 - 1].spacesWidth > 0 }) else { return nil }
            return text(of: pieces[..<index]).displayWidth * 2 >= width ? index : nil
        }

        private func text(of line: ArraySlice<Piece>) -> String {
            guard let last = line.last else { return "" }
            return line.dropLast().map { $0.body + $0.spaces }.joined() + last.body
        }

        mutating func finish() -> [String] {
            var line = text(of: pieces[...])
            // Spaces that end the paragraph stay, as far as they fit.
            if let last = pieces.last, used + last.spacesWidth <= width { line += last.spaces }
            return lines + [line]
        }
    }

    /// The paragraph cut at every break opportunity, each piece handed on as soon as it ends.
    private static func forEachPiece(of paragraph: String, _ body: (Piece) -> Void) {
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
                    body(current)
                    current = Piece()
                }
                current.body.append(character)
                current.bodyWidth += width
            }
            previous = character
        }
        body(current)
    }

    /// Whether a line may break between two characters, the second not a space.
    private static func breaks(between previous: Character, and next: Character) -> Bool {
        if previous == " " { return true }
        if noStart.contains(next) || noEnd.contains(previous) { return false }
        // A katakana word (a loanword: チケット, フロント) is one word.
        if isKatakana(previous), isKatakana(next) { return false }
        return DisplayWidth.of(previous) > 1 || DisplayWidth.of(next) > 1
    }

    /// A run with no break opportunity, wider than a line: after `/`, `-` or `_` where one falls
    /// within the line, else at the line's end.
    fileprivate static func longRun(_ run: String, width: Int) -> [String] {
        var parts: [String] = []
        var part = ""
        var used = 0
        var softBreak: String.Index?   // just after the part's last `/`, `-` or `_`
        for character in run {
            let w = DisplayWidth.of(character)
            if used + w > width, !part.isEmpty {
                var cut = softBreak ?? part.endIndex
                // A hard cut before a closing mark or small kana takes the character before it along.
                if softBreak == nil, noStart.contains(character), part.count > 1 { cut = part.index(before: cut) }
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

    private static func isKatakana(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x30A1...0x30FA).contains($0.value) || $0 == "ー" } ?? false
    }

    private static let softBreakAfter: Set<Character> = ["/", "-", "_"]
    /// JIS X 4051's line-start prohibited characters (行頭禁則) and narrow closing punctuation.
    private static let noStart: Set<Character> = Set("、。，．・：；？！ー）」』】〕〉》〙〗〟ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ‐゠〜～)]},.;:!?%")
    /// Line-end prohibited characters (行末禁則): opening brackets.
    private static let noEnd: Set<Character> = Set("（「『【〔〈《〘〖〝([{")
}

extension String {
    /// A code (a ticket's payload, a key) in lines of exactly `width` cells but the last: every line
    /// full, so that a person copying it by hand reads it row by row. Not for prose: a code has no
    /// words, and `wrapped(toWidth:)` would break it after its `-` and `_` into ragged rows.
    public func chunked(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var used = 0
        for character in TerminalText.sanitized(self) {
            let w = DisplayWidth.of(character)
            if used + w > width, !line.isEmpty {
                lines.append(line)
                (line, used) = ("", 0)
            }
            line.append(character)
            used += w
        }
        lines.append(line)
        return lines
    }
}
