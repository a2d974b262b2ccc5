/// Cleans catalog text (names, ids) before it goes into a file another program reads: control
/// characters could break lines and formats, and BiDi controls can make a name display as
/// something else (Trojan Source), so neither survives.
public enum UntrustedText {
    /// One line: line and paragraph breaks become spaces, every other control character and BiDi
    /// control is removed, runs of spaces collapse, and the ends are trimmed.
    public static func singleLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isBreak(scalar) || scalar == " " || scalar == "\t" {
                pendingSpace = !scalars.isEmpty
                continue
            }
            guard !isForbidden(scalar) else { continue }
            if pendingSpace { scalars.append(" ") }
            pendingSpace = false
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// Several lines: every kind of line break becomes `\n`, the rest as `singleLine` does per line.
    public static func multiline(_ text: String) -> String {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if scalar == "\n" && previousWasCR { continue }
            if isBreak(scalar) {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines.map(singleLine).joined(separator: "\n")
    }

    /// Line feed, carriage return, vertical tab, form feed, NEL, LINE and PARAGRAPH SEPARATOR.
    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// C0 and C1 controls, DEL, the BiDi embeddings, overrides and isolates, the implicit
    /// direction marks, and the two noncharacters XML 1.0 forbids.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x061C: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        case 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
