/// What a config file may be before TOMLKit sees it. toml++ parses dotted keys and table headers
/// by recursion: `[a.a.a…]` 30,000 parts deep (60 KB) or a 60,000-part dotted key overflowed the
/// stack and ended the process; a 50 MB string took 18 s and 1 GB. A config the app writes
/// (`config default`) is about 23 KB, 5 parts deep at most and nested 2 deep; these limits leave
/// room for any hand-written one and refuse the rest with where and why, without parsing.
public enum ConfigLimits {
    public static let maximumBytes = 256 << 10
    /// Parts of one dotted key or table header (`keys.filter.field.edit.start` has 5).
    public static let maximumKeyParts = 32
    /// Arrays and inline tables inside each other.
    public static let maximumNesting = 32
    /// How much of a name or value a message quotes.
    public static let quotedCharacters = 60

    /// `text` cut to what a message quotes, marked when cut: a value is never printed whole.
    public static func quoted(_ text: String) -> String {
        text.count <= quotedCharacters ? text : String(text.prefix(quotedCharacters)) + "…(\(text.utf8.count) bytes)"
    }

    /// The first limit `text` passes, as (line, message); nil when within them all. Reads TOML's
    /// lexical structure only: strings (four kinds), comments, brackets, and the dots of keys.
    public static func violation(in text: String) -> (line: Int, message: String)? {
        var scan = Scan()
        for byte in text.utf8 {
            if let message = scan.take(byte) { return (scan.line, message) }
        }
        return nil
    }

    private struct Scan {
        enum Quote { case basic, literal, multiBasic, multiLiteral }
        var line = 1
        var quote: Quote?
        var escaped = false
        var comment = false
        /// `[` and `{` of values, innermost last.
        var containers: [UInt8] = []
        /// Where a key (or a table header) is being read, and its dots so far.
        var inKey = true
        var inHeader = false
        var atLineStart = true
        var parts = 1
        /// The last bytes, for `"""` and `'''`.
        var recent: (UInt8, UInt8) = (0, 0)

        mutating func take(_ byte: UInt8) -> String? {
            defer { recent = (recent.1, byte) }
            if byte == UInt8(ascii: "\n") { line += 1 }
            if let current = quote { return closeQuote(current, byte) }
            if comment {
                if byte == UInt8(ascii: "\n") { comment = false; newLine() }
                return nil
            }
            switch byte {
            case UInt8(ascii: "#"): comment = true
            case UInt8(ascii: "\n"): newLine()
            case UInt8(ascii: "\""): openQuote(.basic, .multiBasic)
            case UInt8(ascii: "'"): openQuote(.literal, .multiLiteral)
            case UInt8(ascii: "."):
                if inKey || inHeader {
                    parts += 1
                    if parts > maximumKeyParts { return "a key of more than \(maximumKeyParts) dotted parts" }
                }
            case UInt8(ascii: "="): inKey = false
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "[") && inHeader {
                    break // the second bracket of `[[array.of.tables]]`
                } else if byte == UInt8(ascii: "[") && atLineStart && containers.isEmpty {
                    inHeader = true
                    parts = 1
                } else {
                    containers.append(byte)
                    if containers.count > maximumNesting { return "arrays or inline tables nested more than \(maximumNesting) deep" }
                    if byte == UInt8(ascii: "{") { startKey() }
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if inHeader { inHeader = false } else { _ = containers.popLast() }
            case UInt8(ascii: ","):
                if containers.last == UInt8(ascii: "{") { startKey() }
            default: break
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") { atLineStart = false }
            return nil
        }

        private mutating func newLine() {
            atLineStart = true
            if containers.isEmpty { startKey() }
        }

        private mutating func startKey() {
            inKey = true
            parts = 1
        }

        private mutating func openQuote(_ single: Quote, _ triple: Quote) {
            let mark = single == .basic ? UInt8(ascii: "\"") : UInt8(ascii: "'")
            // The third of three quotes turns the (empty) string just closed into a multi-line one.
            if recent == (mark, mark) { quote = triple } else { quote = single }
            escaped = false
        }

        private mutating func closeQuote(_ current: Quote, _ byte: UInt8) -> String? {
            switch current {
            case .basic, .multiBasic:
                if escaped { escaped = false; return nil }
                if byte == UInt8(ascii: "\\") { escaped = true; return nil }
                guard byte == UInt8(ascii: "\"") else { return nil }
                if current == .basic || recent == (UInt8(ascii: "\""), UInt8(ascii: "\"")) { quote = nil }
            case .literal, .multiLiteral:
                guard byte == UInt8(ascii: "'") else { return nil }
                if current == .literal || recent == (UInt8(ascii: "'"), UInt8(ascii: "'")) { quote = nil }
            }
            return nil
        }
    }
}
