/// Text from data is untrusted: it must never be able to move the cursor, change colours, set the
/// window title or switch character sets. `sanitized` makes every control visible instead.
public enum TerminalText {
    /// C0 controls and DEL become their Unicode Control Pictures (`ESC` → `␛`, NUL → `␀`), so an
    /// escape sequence in data shows up as harmless text; U+2028 and U+2029 become `␤`; C1 controls (including the 8-bit CSI and OSC introducers)
    /// and the bidi overrides that can reorder a line become `�`.
    ///
    /// Invisible format characters (zero-width space and joiner outside an emoji sequence, LRM/RLM/ALM,
    /// word joiner, BOM, …) are dropped: terminals disagree on whether they take a cell, so left in
    /// they shift the rest of a row by one. A ZWJ between two emoji stays, so 👨‍👩‍👧 is one glyph.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { needsReplacement($0) || isFormat($0) }) else { return text }
        let source = Array(text.unicodeScalars)
        var scalars = String.UnicodeScalarView()
        for (index, scalar) in source.enumerated() {
            if let replaced = replacement(for: scalar) {
                scalars.append(replaced)
            } else if isFormat(scalar) {
                let joinsEmoji = scalar.value == 0x200D && index > 0 && index + 1 < source.count
                    && source[index - 1].properties.isEmoji && source[index + 1].properties.isEmoji
                if joinsEmoji { scalars.append(scalar) }
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// A format character (Unicode category Cf) that the replacements below do not make visible.
    static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        // Only these ranges hold format characters; the cheap test keeps drawing CJK text fast.
        let candidate = v == 0xAD || (0x600...0x8E2).contains(v) || v == 0x180E || (0x200B...0x206F).contains(v)
            || v == 0xFEFF || (0xFFF9...0xFFFB).contains(v) || v >= 0x110BD
        return candidate && scalar.properties.generalCategory == .format && replacement(for: scalar) == nil
    }

    public static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool { replacement(for: scalar) != nil }

    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let v = scalar.value
        switch v {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + v)
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{FFFD}"
        // Line and paragraph separators: some terminals break the line, some draw nothing and
        // some a box, so a row measured with them shifted. Shown like a line feed's picture.
        case 0x2028, 0x2029: return "\u{2424}"
        case 0x202A...0x202E, 0x2066...0x2069, 0xFFF9...0xFFFB: return "\u{FFFD}"
        default: return nil
        }
    }

    /// Lines for a terminal (the command line's output): sanitised, with line breaks and tabs kept,
    /// which only move the cursor forward.
    public static func sanitizedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map { sanitized(String($0)) }.joined(separator: "\t")
        }.joined(separator: "\n")
    }

    /// JSON whose strings may hold data: every scalar a terminal would obey or hide (C1 controls such
    /// as the 8-bit CSI U+009B, BiDi overrides, format characters, U+2028/2029) written as a `\u`
    /// escape, so the data survives exactly and printing it is harmless. C0 controls are already
    /// escaped by JSONEncoder.
    public static func jsonEscaped(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: escapesInJSON) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            guard escapesInJSON(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result
    }

    static func escapesInJSON(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v >= 0x7F && v <= 0x9F) || v == 0x2028 || v == 0x2029 || (needsReplacement(scalar) && v > 0x1F) || isFormat(scalar)
    }
}
