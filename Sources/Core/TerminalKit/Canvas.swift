/// One terminal cell. A wide character occupies its cell (`.wide`) and the one to its right
/// (`.continuation`), so the grid always matches what the terminal shows.
public struct Cell: Hashable, Sendable {
    public enum Kind: UInt8, Hashable, Sendable { case narrow, wide, continuation }

    public var character: Character
    public var style: Style
    public var kind: Kind

    public init(_ character: Character = " ", style: Style = .normal, kind: Kind = .narrow) {
        self.character = character
        self.style = style
        self.kind = kind
    }

    public static let blank = Cell()
}

/// An in-memory grid of cells that views draw into. It knows nothing about terminals: the run loop
/// hands finished canvases to a `Terminal`, and tests read them as text.
public struct Canvas: Hashable, Sendable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]
    /// Draw only ASCII decoration (`--ascii`, through `AsciiDecoration`); Japanese text is unaffected.
    public var asciiOnly: Bool
    /// Where the terminal cursor belongs in this frame (a focused field's caret), or nil to hide
    /// it: part of what a view draws, so no view keeps it aside for the run loop to ask for.
    public var cursor: Point?
    /// Whether ambiguous characters were wide where this canvas was made (lines are then drawn in
    /// ASCII); kept so drawing each glyph need not look the setting up.
    public let ambiguousIsWide: Bool

    public init(size: Size, asciiOnly: Bool = false) {
        self.ambiguousIsWide = AmbiguousWidth.current == .wide
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: .blank, count: self.size.width * self.size.height)
        self.asciiOnly = asciiOnly
    }

    public var bounds: Rect { Rect(size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    /// What `put` does with text that does not fit its clip: end it with an ellipsis (labels, names,
    /// messages: a reader must see that something is missing), or cut it at the edge (drawings that
    /// run on, such as a map row).
    public enum Overflow: Sendable { case ellipsis, clip }

    /// Writes `text` from `(x, y)` within `clip` (default: the whole canvas), sanitising it first.
    /// Text that does not fit is cut by `String.truncated(toWidth:)` (an ellipsis, by display
    /// width, never half a glyph); spaces at its end do not count. Returns the column after the
    /// last cell written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .normal, clip: Rect? = nil, overflow: Overflow = .ellipsis) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard y >= area.y, y < area.maxY else { return x }
        let text = TerminalText.sanitized(text)
        let audit = LayoutAudit.current
        // Drawn first as it is, which finds a cut without measuring every text beforehand.
        let (end, cut) = draw(text, x: x, y: y, style: style, area: area, audit: audit)
        guard cut, overflow == .ellipsis, x < area.maxX else { return end }
        var visible = Substring(text)
        while visible.last == " " { visible = visible.dropLast() }
        guard DisplayWidth.of(visible) > area.maxX - x else { return end }
        for cell in max(x, area.x)..<area.maxX { setCell(x: cell, y: y, Cell(" ", style: style)) }
        return draw(String(visible).truncated(toWidth: area.maxX - x), x: x, y: y, style: style, area: area, audit: audit).end
    }

    /// Places `text` glyph by glyph from `x`; `cut` when the clip's right edge stopped it.
    private mutating func draw(_ text: String, x: Int, y: Int, style: Style, area: Rect, audit: LayoutAudit?) -> (end: Int, cut: Bool) {
        var column = x
        for grapheme in text {
            for part in DisplayWidth.spacingParts(grapheme) ?? [String(grapheme)] {
                let (next, stop) = place(Character(part), column: column, y: y, style: style, area: area, audit: audit)
                if stop { return (next, true) }
                column = next
            }
        }
        return (column, false)
    }

    /// The glyph drawn for `character`: what a cell can hold of it (see `CellGlyph`), its ASCII
    /// stand-in with `--ascii`, and for a line or block character when ambiguous characters are
    /// wide (see `AmbiguousWidth`).
    private func drawn(_ character: Character) -> Character {
        let character = CellGlyph.drawable(character)
        if asciiOnly, let replacement = AsciiDecoration.replacement(for: character) { return replacement }
        if ambiguousIsWide, let scalar = character.unicodeScalars.first, AmbiguousWidth.isLineOrBlock(scalar.value),
           character.unicodeScalars.count == 1, let replacement = AsciiDecoration.replacement(for: character) {
            return replacement
        }
        return character
    }

    /// Puts one glyph; returns the next column and whether the right edge was reached. A stand-in
    /// narrower than the glyph it replaces is followed by a space, so the row keeps its measure.
    private mutating func place(_ character: Character, column: Int, y: Int, style: Style, area: Rect, audit: LayoutAudit?) -> (Int, Bool) {
        let width = DisplayWidth.of(character)
        if width == 0 { return (column, false) }
        if column >= area.maxX { return (column, true) }
        if column < area.x { return (column + width, false) }
        if width == 2 && column + 1 >= area.maxX {
            // Never half a glyph: a wide character that does not fit becomes a space.
            setCell(x: column, y: y, Cell(" ", style: style))
            return (column + 1, true)
        }
        let glyph = drawn(character)
        if let audit {
            for x in column..<(column + width) where x == column || self[x, y].kind != .continuation {
                // The right half of a wide character stands for that character.
                let old = self[x, y].kind == .continuation ? self[x - 1, y] : self[x, y]
                audit.check(replacing: old, with: glyph, at: Point(x: x, y: y))
            }
        }
        if width == 2, DisplayWidth.of(glyph) == 2 {
            setCell(x: column, y: y, Cell(glyph, style: style, kind: .wide))
            setCell(x: column + 1, y: y, Cell(" ", style: style, kind: .continuation))
        } else if width == 2 {
            setCell(x: column, y: y, Cell(glyph, style: style))
            setCell(x: column + 1, y: y, Cell(" ", style: style))
        } else {
            setCell(x: column, y: y, Cell(glyph, style: style))
        }
        return (column + width, false)
    }

    /// Fills a rectangle with one character in one style. An ambiguous-width symbol that is two
    /// cells wide (see `AmbiguousWidth`) gives way to its one-cell ASCII stand-in, so a fill still
    /// means one glyph a cell; other two-cell characters fill every other column.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .normal) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        if character != " ", DisplayWidth.of(character) == 2, let scalar = character.unicodeScalars.first,
           AmbiguousWidth.isAmbiguous(scalar.value), let replacement = AsciiDecoration.replacement(for: character) {
            fill(rect, with: replacement, style: style)
            return
        }
        if character != " ", DisplayWidth.of(character) == 2 {
            for y in area.y..<area.maxY {
                for x in stride(from: area.x, to: area.maxX - 1, by: 2) {
                    _ = place(character, column: x, y: y, style: style, area: area, audit: nil)
                }
                if area.width % 2 == 1 { setCell(x: area.maxX - 1, y: y, Cell(" ", style: style)) }
            }
            return
        }
        let glyph = drawn(character)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { setCell(x: x, y: y, Cell(glyph, style: style)) }
        }
    }

    /// Changes the style of cells already drawn (e.g. to highlight a selected row).
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let index = y * size.width + x
                cells[index].style = transform(cells[index].style)
            }
        }
    }

    /// Copies another canvas in at `origin` (used for panels drawn by other modules).
    public mutating func blit(_ other: Canvas, at origin: Point) {
        for y in 0..<other.size.height {
            for x in 0..<other.size.width {
                let cell = other[x, y]
                let tx = origin.x + x, ty = origin.y + y
                guard tx >= 0, ty >= 0, tx < size.width, ty < size.height else { continue }
                if cell.kind == .wide, tx + 1 >= size.width { setCell(x: tx, y: ty, Cell(" ", style: cell.style)); continue }
                if cell.kind == .continuation, tx == 0 { continue }
                var copied = cell
                if asciiOnly, cell.kind == .narrow, let replacement = AsciiDecoration.replacement(for: cell.character) {
                    copied.character = replacement
                }
                cells[ty * size.width + tx] = copied
            }
        }
    }

    /// Keeps every wide character whole: overwriting either half of one blanks the other half.
    private mutating func setCell(x: Int, y: Int, _ cell: Cell) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let index = y * size.width + x
        let old = cells[index]
        if old.kind == .wide, cell.kind != .wide, x + 1 < size.width, cells[index + 1].kind == .continuation {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        if old.kind == .continuation, cell.kind != .continuation, x > 0, cells[index - 1].kind == .wide {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        cells[index] = cell
    }

    /// The visible text of one row (continuation cells add nothing).
    public func text(row y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        var line = ""
        for x in 0..<size.width {
            let cell = self[x, y]
            if cell.kind != .continuation { line.append(cell.character) }
        }
        return line
    }

    /// The whole canvas as text, one line per row, trailing spaces removed: the form snapshots use.
    public var plainText: String {
        (0..<size.height).map { row in
            var line = text(row: row)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
