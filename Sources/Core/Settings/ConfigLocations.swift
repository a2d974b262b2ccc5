/// Where each setting of a config file is written, found by reading its lines: the TOML parser
/// reports no positions for what it parsed, and a mistake should say where it is, as a compiler
/// does. Covers what the file format uses (`key = value`, dotted keys, `[table]` headers, quoted
/// keys); anything else is found by the nearest setting it is under, or the file's start.
struct ConfigLocations {
    struct Position: Comparable, Sendable {
        var line: Int
        var column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    private var positions: [String: Position] = [:]

    init(_ text: String) {
        var table = ""
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Array(rawLine)
            guard let start = line.firstIndex(where: { $0 != " " && $0 != "\t" }) else { continue }
            switch line[start] {
            case "#":
                continue
            case "[":
                guard line.count > start + 1, line[start + 1] != "[" else { continue }
                let name = line[(start + 1)...].prefix { $0 != "]" }
                table = Self.path(String(name))
                note(table, Position(line: offset + 1, column: start + 1))
            default:
                guard let equals = Self.equalsSign(in: line, from: start) else { continue }
                let key = Self.path(String(line[start..<equals]))
                note(table.isEmpty ? key : table + "." + key, Position(line: offset + 1, column: start + 1))
            }
        }
    }

    private mutating func note(_ path: String, _ position: Position) {
        if positions[path] == nil { positions[path] = position }
    }

    /// Where `path` is set, else where the first setting under it is, else the file's start.
    func position(of path: String) -> Position {
        if let exact = positions[path] { return exact }
        let under = positions.filter { $0.key.hasPrefix(path + ".") }.map(\.value).min()
        return under ?? Position(line: 1, column: 1)
    }

    /// The `=` that ends a key, outside quotes.
    private static func equalsSign(in line: [Character], from start: Int) -> Int? {
        var quote: Character?
        for index in start..<line.count {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "=" {
                return index
            }
        }
        return nil
    }

    /// `tab . "1"` → `tab.1`: the dotted key as the parser names it.
    private static func path(_ key: String) -> String {
        var parts: [String] = [], current = "", quote: Character?
        for character in key {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "." {
                parts.append(current)
                current = ""
            } else if character != " " && character != "\t" {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.joined(separator: ".")
    }
}
