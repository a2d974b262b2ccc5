/// Text from data is untrusted: it must never be able to move the cursor, change colours, set the
/// window title or switch character sets. `sanitized` makes every control visible instead.
public enum TerminalText {
    /// C0 controls and DEL become their Unicode Control Pictures (`ESC` → `␛`), so an escape sequence
    /// in data shows up as harmless text; C1 controls (including the 8-bit CSI and OSC introducers)
    /// and the bidi overrides that can reorder a line become `�`.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacement) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(replacement(for: scalar) ?? scalar)
        }
        return String(scalars)
    }

    public static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool { replacement(for: scalar) != nil }

    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let v = scalar.value
        switch v {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + v)
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{FFFD}"
        case 0x202A...0x202E, 0x2066...0x2069, 0xFFF9...0xFFFB: return "\u{FFFD}"
        default: return nil
        }
    }
}
