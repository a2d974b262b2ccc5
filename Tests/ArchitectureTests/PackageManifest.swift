import Foundation

/// The targets of Package.swift as the import check needs them: name, folder, kind and the direct
/// dependencies by module name. Read from the manifest's text rather than `swift package
/// dump-package`, which would take the package lock `swift test` holds; the house writes targets in
/// one shape (`.target(name: "X", dependencies: […], path: "…")`), and a target the reader cannot
/// place fails the check instead of being skipped.
struct PackageManifest: Equatable {
    struct Target: Equatable {
        var name: String
        var kind: String
        var path: String?
        var dependencies: Set<String>
    }

    var targets: [Target]

    init(targets: [Target]) { self.targets = targets }

    init(text: String) {
        let code = Self.withoutComments(text)
        let aliases = Self.dependencyAliases(in: code)
        var found: [Target] = []
        for kind in ["target", "executableTarget", "testTarget", "systemLibrary"] {
            var rest = code[...]
            while let start = rest.range(of: ".\(kind)(") {
                guard let body = Self.balanced(in: code[...], from: start.upperBound, open: "(", close: ")") else { break }
                // A `.target(name:)` inside a dependency list has no path: it is an edge, not a target.
                if let name = Self.string(after: "name:", in: body), body.contains("path:") {
                    found.append(Target(
                        name: name, kind: kind, path: Self.string(after: "path:", in: body),
                        dependencies: Self.dependencies(in: body, aliases: aliases)))
                }
                rest = code[body.endIndex...]
            }
        }
        targets = found.sorted { $0.name < $1.name }
    }

    /// `let dependencies = Target.Dependency.product(name: "Dependencies", …)`: a name the target
    /// lists bare stands for that product's module.
    private static func dependencyAliases(in code: String) -> [String: String] {
        var aliases: [String: String] = [:]
        for line in code.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " })
            guard words.count >= 4, words[0] == "let", words[2] == "=", line.contains(".product(") else { continue }
            if let module = string(after: "name:", in: line) { aliases[String(words[1])] = module }
        }
        return aliases
    }

    private static func dependencies(in body: Substring, aliases: [String: String]) -> Set<String> {
        guard let label = body.range(of: "dependencies:"),
              let open = body[label.upperBound...].firstIndex(of: "["),
              let list = balanced(in: body, from: body.index(after: open), open: "[", close: "]")
        else { return [] }
        var modules: Set<String> = []
        for element in topLevelElements(of: list) {
            let trimmed = element.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.hasPrefix("\"") {
                modules.insert(trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
            } else if trimmed.hasPrefix(".product(") || trimmed.hasPrefix(".target(") || trimmed.hasPrefix(".byName(") {
                if let name = string(after: "name:", in: Substring(trimmed)) { modules.insert(name) }
            } else if let module = aliases[trimmed] {
                modules.insert(module)
            } else if !trimmed.isEmpty {
                modules.insert("?" + trimmed)
            }
        }
        return modules
    }

    private static func topLevelElements(of list: Substring) -> [String] {
        var elements: [String] = [], current = "", depth = 0, inString = false
        for character in list {
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([".contains(character) { depth += 1 }
                if ")]".contains(character) { depth -= 1 }
                if character == ",", depth == 0 { elements.append(current); current = ""; continue }
            }
            current.append(character)
        }
        elements.append(current)
        return elements
    }

    /// The text between an opening bracket (just before `from`) and its partner.
    private static func balanced(in text: Substring, from: String.Index, open: Character, close: Character) -> Substring? {
        var depth = 1, inString = false, index = from
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == open { depth += 1 }
                if character == close {
                    depth -= 1
                    if depth == 0 { return text[from..<index] }
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func string(after label: String, in text: Substring) -> String? {
        guard let found = text.range(of: label) else { return nil }
        let rest = text[found.upperBound...].drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }

    /// Drops `//` comments outside string literals (the manifest's URLs have `//` inside strings).
    static func withoutComments(_ text: String) -> String {
        var output = "", inString = false, skipping = false
        var previous: Character = " "
        for character in text {
            if skipping {
                if character == "\n" { skipping = false; output.append(character) }
                continue
            }
            if character == "\"" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                output.removeLast()
                skipping = true
                previous = " "
                continue
            }
            output.append(character)
            previous = character
        }
        return output
    }
}
