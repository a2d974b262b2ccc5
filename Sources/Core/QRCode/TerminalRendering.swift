/// Text renderings for terminals.
///
/// "Ink" below means a cell drawn with the terminal's *foreground* colour (a block glyph);
/// a space shows the *background* colour. Scanners expect dark modules darker than light ones,
/// so pick `invert` to match the colours actually on screen:
/// - `invert: false` — ink is a dark module. Use with a dark foreground on a light background
///   (e.g. SGR `ESC[30;107m`, black on bright white).
/// - `invert: true` — ink is a light module (quiet zone included), so the terminal background
///   shows through as the dark modules. Use on the usual light-text-on-dark-background terminal,
///   ideally forcing `ESC[97;40m` (bright white on black) so custom themes cannot wash it out.
extension QRCode {
    /// Two module rows per line using `▀`, `▄`, `█` and space; one column per module,
    /// which keeps modules roughly square in a typical 1:2 terminal cell.
    /// A negative `quietZone` is treated as 0. The half row below the last odd row reads as light.
    public func halfBlockLines(quietZone: Int = 4, invert: Bool = false) -> [String] {
        let margin = max(0, quietZone)
        let span = -margin..<(size + margin)
        var lines: [String] = []
        for top in stride(from: -margin, to: size + margin, by: 2) {
            var line = ""
            for x in span {
                let upper = self[x, top] != invert
                // Past the bottom margin counts as quiet zone, i.e. light.
                let lower = top + 1 < size + margin ? self[x, top + 1] != invert : invert
                switch (upper, lower) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// One module row per line, `##` for ink and two spaces otherwise (two characters keep
    /// modules square). For terminals without block glyphs; `invert` means the same as above.
    public func asciiLines(quietZone: Int = 4, invert: Bool = false) -> [String] {
        let margin = max(0, quietZone)
        let span = -margin..<(size + margin)
        return span.map { y in
            span.map { x in self[x, y] != invert ? "##" : "  " }.joined()
        }
    }
}
