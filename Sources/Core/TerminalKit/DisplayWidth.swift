/// How many terminal cells text takes: East Asian Wide and Fullwidth characters and emoji take two,
/// combining marks and other zero-width scalars take none (they stay with their base character),
/// everything else takes one. East Asian Ambiguous characters take what `AmbiguousWidth.current`
/// says (one cell unless the terminal is set up to draw them wide).
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 { return width(of: first) }
        // Emoji sequences (ZWJ families, flags, keycaps, VS16) are drawn as one two-cell glyph.
        if isEmojiSequence(character) { return 2 }
        // Otherwise each spacing scalar takes its own cells: a base with combining marks takes the
        // base's width, while e.g. half-width ｶ + ﾞ (one grapheme to Swift) takes two cells.
        return scalars.reduce(0) { $0 + width(of: $1) }
    }

    static func isEmojiSequence(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, let first = scalars.first, first.properties.isEmoji else { return false }
        return scalars.contains { $0.value == 0x200D || $0.value == 0xFE0F || $0.value == 0x20E3 || (0x1F1E6...0x1F1FF).contains($0.value) }
            || first.properties.isEmojiPresentation
    }

    /// A grapheme that terminals draw as several cells of its own (e.g. ｶﾞ) split into parts that
    /// each fill one cell run; nil when the grapheme is drawn as one glyph.
    static func spacingParts(_ character: Character) -> [String]? {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, !isEmojiSequence(character),
              scalars.dropFirst().contains(where: { width(of: $0) > 0 }) else { return nil }
        var parts: [String] = []
        for scalar in scalars {
            if width(of: scalar) > 0 || parts.isEmpty { parts.append(String(scalar)) } else { parts[parts.count - 1].unicodeScalars.append(scalar) }
        }
        return parts
    }

    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The cells of one scalar; `ambiguous` defaults to the setting of the current task.
    public static func width(of scalar: Unicode.Scalar, ambiguous: AmbiguousWidth? = nil) -> Int {
        let v = scalar.value
        // Kana and kanji, most of what is drawn, first: no control, format or ambiguous character
        // lies among them, only the two combining sound marks.
        if v >= 0x4E00 && v <= 0x9FFF { return 2 }
        if v >= 0x3041 && v <= 0x33FF && v != 0x3099 && v != 0x309A { return 2 }
        if v >= 0x20 && v < 0x7F { return 1 }
        // Controls are drawn as visible replacements (see TerminalText), so measure those.
        if let replacement = TerminalText.replacement(for: scalar) {
            return AmbiguousWidth.isAmbiguous(replacement.value) ? (ambiguous ?? AmbiguousWidth.current).cells : 1
        }
        // Format characters are dropped before drawing (see TerminalText): no cell.
        if TerminalText.isFormat(scalar) { return 0 }
        if v < 0xA1 { return 1 }
        if AmbiguousWidth.isAmbiguous(v) { return (ambiguous ?? AmbiguousWidth.current).cells }
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B || (v >= 0x1160 && v <= 0x11FF) { return 0 } // ZWSP, Hangul medial vowels / finals
        if isWide(v) { return 2 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// East Asian Width W or F (Unicode 15), by block.
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
             0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
             0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
             0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004, 0x1F0CF, 0x1F18E,
             0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
             0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension String {
    /// Display width in terminal cells.
    public var displayWidth: Int { DisplayWidth.of(self) }

    /// The longest prefix that fits in `width` cells, with `ellipsis` at the end when text was cut.
    /// Sanitised first (see `TerminalText`): what is measured for a column is what is drawn, and a
    /// line break or separator in data can never split a row of a table.
    ///
    /// Only what can show is looked at: at most `visibleCharacters(width)` characters, each
    /// visible one at least a cell wide. A 10 MB name was sanitised and measured whole on every
    /// frame (3.4 s a key); text longer than that bound is cut, with the ellipsis.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        // A text of no more bytes than the bound has no more characters either: not walked twice.
        let limit = Self.visibleCharacters(width)
        let end = utf8.count <= limit ? endIndex : index(startIndex, offsetBy: limit, limitedBy: endIndex) ?? endIndex
        let text = TerminalText.sanitized(end == endIndex ? self : String(self[..<end]))
        if end == endIndex, text.displayWidth <= width { return text }
        let room = width - ellipsis.displayWidth
        guard room >= 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > room { break }
            result.append(character)
            used += w
        }
        return result + ellipsis
    }

    /// How many characters of a text can matter to `width` cells: every visible one takes at least
    /// a cell; the rest of the bound leaves room for zero-width marks between them.
    public static func visibleCharacters(_ width: Int) -> Int { Swift.max(0, width) * 2 + 64 }

    /// Pads with spaces (or cuts with an ellipsis) to exactly `width` cells.
    public func padded(toWidth width: Int, alignRight: Bool = false) -> String {
        let cut = truncated(toWidth: width)
        let gap = String(repeating: " ", count: max(0, width - cut.displayWidth))
        return alignRight ? gap + cut : cut + gap
    }

    /// Without the white space a padded last column leaves at the end of a line. (Not a regular
    /// expression: compiling one loads ICU's pattern tables, a real share of a short command.)
    public var trimmingTrailingWhitespace: String {
        String(self[..<(lastIndex(where: { !$0.isWhitespace }).map(index(after:)) ?? startIndex)])
    }
}

extension String {
    /// Breaks text into lines of at most `width` cells: at spaces, and around Japanese (which has
    /// no spaces), never inside a word, path or file name unless it is wider than a line
    /// (`LineBreaking` says where). Only a line feed of the caller's own text starts a new line;
    /// pass data through `TerminalText.sanitized` first, so that a line break or separator inside
    /// it is shown, not obeyed.
    public func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        return split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            LineBreaking.lines(of: TerminalText.sanitized(String($0)), width: width)
        }
    }
}
