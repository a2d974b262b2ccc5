import Foundation

/// How long each function of a Swift file is, counted from its declaration's first line to its
/// closing brace: functions, initialisers, subscripts and computed properties (`var x: T {`).
///
/// A line scan, not a parser: the ArchitectureTests target links nothing (SwiftSyntax would add
/// minutes to every cold build of a test target that otherwise compiles in seconds), and the code's
/// style makes the scan exact enough: braces inside string literals (`"…"`, `"""…"""`, with `\(…)`
/// interpolations) and comments are skipped; a declaration's body is the first `{` after it.
struct FunctionLengths {
    struct Function: Equatable, CustomStringConvertible {
        var name: String
        /// 1-based line of the declaration.
        var line: Int
        var length: Int

        var description: String { "\(name) (line \(line), \(length) lines)" }
    }

    /// Every function of `text`, nested ones included (each counted whole, its nested ones too).
    static func functions(in text: String) -> [Function] {
        var scanner = CodeScanner()
        var found: [Function] = []
        var open: [(name: String, line: Int, depth: Int)] = []
        var pending: (name: String, line: Int)?
        var depth = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = scanner.code(in: raw)
            if pending == nil, let name = declaredName(in: code) { pending = (name, index + 1) }
            for character in code {
                if character == "{" {
                    depth += 1
                    if let declaration = pending { open.append((declaration.name, declaration.line, depth)); pending = nil }
                } else if character == "}" {
                    if let last = open.last, last.depth == depth {
                        open.removeLast()
                        found.append(Function(name: last.name, line: last.line, length: index + 2 - last.line))
                    }
                    depth -= 1
                }
            }
            // A stored property or a protocol requirement has no body: it ends on its line.
            if let declaration = pending, declaration.line == index + 1, !code.contains("{"), !continues(code) { pending = nil }
        }
        return found
    }

    /// A declaration whose signature goes on to the next line (an open parenthesis or a comma).
    private static func continues(_ code: String) -> Bool {
        var balance = 0
        for character in code {
            if character == "(" || character == "[" || character == "<" { balance += 1 }
            if character == ")" || character == "]" || character == ">" { balance -= 1 }
        }
        let end = code.trimmingCharacters(in: .whitespaces)
        return balance > 0 || end.hasSuffix(",") || end.hasSuffix("->") || end.hasSuffix("throws")
            || end.hasSuffix("async") || end.hasSuffix("where")
    }

    private static let modifiers: Set<Substring> = [
        "public", "private", "fileprivate", "internal", "package", "static", "class", "override", "final", "mutating",
        "nonmutating", "nonisolated", "nonisolated(nonsending)", "convenience", "required", "lazy", "dynamic",
        "private(set)", "public(set)", "fileprivate(set)", "internal(set)", "package(set)", "indirect", "optional",
    ]

    /// The name a line declares as a function, initialiser, subscript or computed property, or nil.
    static func declaredName(in code: String) -> String? {
        var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
        guard let keyword = words.first else { return nil }
        if keyword == "func", words.count > 1 {
            let name = words[words.index(after: words.startIndex)]
            return String(name.prefix { $0 != "(" && $0 != "<" })
        }
        if keyword.hasPrefix("init") && (keyword.count == 4 || "(?!<".contains(keyword[keyword.index(keyword.startIndex, offsetBy: 4)])) {
            return "init"
        }
        if keyword.hasPrefix("subscript") { return "subscript" }
        // `var name: T {`: computed (a stored property with an initialiser has `=` before any brace).
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        if keyword == "var", words.count > 1, trimmed.hasSuffix("{"), trimmed.contains(":"), !trimmed.dropLast().contains("=") {
            let name = words[words.index(after: words.startIndex)]
            return String(name.prefix { $0 != ":" })
        }
        return nil
    }
}

/// Removes comments and the contents of string literals from Swift source, line by line, keeping
/// what spans lines (a block comment, a `"""` literal) between calls.
struct CodeScanner {
    private var inBlockComment = false
    private var inMultilineString = false

    mutating func code(in line: Substring) -> String {
        var out = ""
        var index = line.startIndex
        while index < line.endIndex {
            let rest = line[index...]
            if inMultilineString {
                guard let end = rest.range(of: "\"\"\"") else { return out }
                inMultilineString = false
                index = end.upperBound
            } else if inBlockComment {
                guard let end = rest.range(of: "*/") else { return out }
                inBlockComment = false
                index = end.upperBound
            } else if rest.hasPrefix("//") {
                return out
            } else if rest.hasPrefix("/*") {
                inBlockComment = true
                index = line.index(index, offsetBy: 2)
            } else if rest.hasPrefix("\"\"\"") {
                inMultilineString = true
                index = line.index(index, offsetBy: 3)
            } else if rest.first == "\"" {
                index = Self.endOfString(in: line, after: line.index(after: index))
                out += "\"\""
            } else {
                out.append(line[index])
                index = line.index(after: index)
            }
        }
        return out
    }

    /// Where a one-line literal that opened just before `start` ends (after its closing `"`);
    /// an interpolation's parentheses are skipped whole, so a `"` inside one does not end it.
    private static func endOfString(in line: Substring, after start: Substring.Index) -> Substring.Index {
        var index = start
        while index < line.endIndex {
            let character = line[index]
            if character == "\\" {
                let next = line.index(after: index)
                guard next < line.endIndex else { return line.endIndex }
                if line[next] == "(" {
                    index = endOfInterpolation(in: line, after: line.index(after: next))
                    continue
                }
                index = line.index(after: next)
                continue
            }
            index = line.index(after: index)
            if character == "\"" { return index }
        }
        return line.endIndex
    }

    private static func endOfInterpolation(in line: Substring, after start: Substring.Index) -> Substring.Index {
        var depth = 1
        var index = start
        while index < line.endIndex, depth > 0 {
            if line[index] == "\"" {
                index = endOfString(in: line, after: line.index(after: index))
                continue
            }
            if line[index] == "(" { depth += 1 } else if line[index] == ")" { depth -= 1 }
            index = line.index(after: index)
        }
        return index
    }
}
