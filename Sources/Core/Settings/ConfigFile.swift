import Localization
import Foundation
import TerminalKit
import TOMLKit

/// `$XDG_CONFIG_HOME/yumeguri/config.toml` (else `~/.config/yumeguri/config.toml`): read with
/// TOMLKit (toml++), then checked strictly against the settings and key tables that exist, so a
/// typo is an error that says where, not a setting silently ignored.
public enum ConfigFile {
    public static func path(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("yumeguri/config.toml")
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".config/yumeguri/config.toml")
    }

    /// The config at `url`, or an empty one when there is no file (having none is normal). The key
    /// tables are described (by reflection over every action) only when there is a file to check.
    public static func load(_ url: URL, tables: @autoclosure () -> [KeyTableDescription]) throws(ConfigError) -> AppConfig {
        guard let text = try read(url) else { return AppConfig() }
        return try parse(text, path: url.path, tables: tables())
    }

    public static func parse(_ text: String, path: String, tables: [KeyTableDescription]) throws(ConfigError) -> AppConfig {
        // toml++ reads C strings: a NUL would silently end the document early.
        if text.contains("\0") { throw .syntax(path: path, line: line(ofNUL: text), column: 1, message: "a NUL byte") }
        // toml++ recurses on nesting and dotted keys: too deep a file ended the process.
        if text.utf8.count > ConfigLimits.maximumBytes {
            throw .unreadable(path: path, reason: "it is more than \(ConfigLimits.maximumBytes >> 10) KiB; a config file may be at most that")
        }
        if let (line, message) = ConfigLimits.violation(in: text) {
            throw .syntax(path: path, line: line, column: 1, message: message + " (refused before parsing)")
        }
        let table: TOMLTable
        do { table = try TOMLTable(string: text) } catch let error as TOMLParseError {
            throw .syntax(path: path, line: error.source.begin.line, column: error.source.begin.column, message: ConfigLimits.quoted(error.description))
        } catch {
            throw .syntax(path: path, line: 1, column: 1, message: ConfigLimits.quoted("\(error)"))
        }
        var problems = Problems()
        var config = AppConfig()
        for key in table.keys.sorted() {
            guard let value = table[key] else { continue }
            switch key {
            case "theme":
                if let name = value.string, let theme = AppConfig.ThemeChoice(rawValue: name) {
                    config.theme = theme
                } else {
                    problems.append("theme", "theme must be one of \(AppConfig.ThemeChoice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), not \(ConfigLimits.quoted(value.debugDescription))")
                }
            case "ascii":
                if let flag = value.bool { config.ascii = flag } else { problems.append("ascii", "ascii must be true or false, not \(ConfigLimits.quoted(value.debugDescription))") }
            case "ambiguous":
                if let name = value.string, let width = AmbiguousWidth(rawValue: name) {
                    config.ambiguous = width
                } else {
                    problems.append("ambiguous", "ambiguous must be \"narrow\" or \"wide\", not \(ConfigLimits.quoted(value.debugDescription))")
                }
            case "lang":
                if let name = value.string, let language = Language(argument: name) {
                    config.lang = language
                } else {
                    problems.append("lang", "lang must be \"ja\" or \"en\", not \(ConfigLimits.quoted(value.debugDescription))")
                }
            case "mouse":
                if let flag = value.bool { config.mouse = flag } else { problems.append("mouse", "mouse must be true or false, not \(ConfigLimits.quoted(value.debugDescription))") }
            case "keys":
                guard let keys = value.table else { problems.append("keys", "keys must be a table of key tables ([keys.search] …)"); continue }
                config.keys = overrides(keys, tables: tables, problems: &problems)
            default:
                problems.append(key, "unknown setting '\(ConfigLimits.quoted(key))' (known: lang, theme, ascii, ambiguous, mouse, keys)")
            }
        }
        if !problems.found.isEmpty { throw .invalid(path: path, problems: problems.located(in: text)) }
        return config
    }

    /// Mistakes by the setting each is about, placed and ordered by where that is in the file.
    struct Problems {
        var found: [(setting: String, message: String)] = []

        mutating func append(_ setting: String, _ message: String) {
            if !found.contains(where: { $0.message == message }) { found.append((setting, message)) }
        }

        func located(in text: String) -> [ConfigProblem] {
            let locations = ConfigLocations(text)
            return found.enumerated().map { offset, problem in
                (offset, locations.position(of: problem.setting), problem.message)
            }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .map { ConfigProblem(line: $0.1.line, column: $0.1.column, message: $0.2) }
        }
    }

    private static func line(ofNUL text: String) -> Int {
        guard let index = text.firstIndex(of: "\0") else { return 1 }
        return text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// `tab.search = "!"` is a dotted key to TOML (a table `tab`); it means the action `tab.search`,
    /// and `filter.edit.start` the action two tables down.
    private static func flattened(_ table: TOMLTable, prefix: String = "") -> [(action: String, value: TOMLValueConvertible)] {
        table.keys.sorted().flatMap { name -> [(action: String, value: TOMLValueConvertible)] in
            guard let value = table[name] else { return [] }
            if let nested = value.table { return flattened(nested, prefix: prefix + name + ".") }
            return [(prefix + name, value)]
        }
    }

    private static func overrides(_ keys: TOMLTable, tables: [KeyTableDescription], problems: inout Problems) -> KeyOverrides {
        let byScope = Dictionary(grouping: tables, by: \.scope)
        var result: [String: [String: [KeyEvent]]] = [:]
        for scope in keys.keys.sorted() {
            guard let descriptions = byScope[scope] else {
                problems.append("keys.\(scope)", "keys.\(ConfigLimits.quoted(scope)): no such key table (known: \(byScope.keys.sorted().joined(separator: ", ")))")
                continue
            }
            guard let actions = keys[scope]?.table else {
                problems.append("keys.\(scope)", "keys.\(scope) must be a table: action = \"key\" or [\"key\", …]")
                continue
            }
            let known = descriptions.flatMap { $0.entries.map(\.action) }
            for (written, value) in flattened(actions) {
                let setting = "keys.\(scope).\(ConfigLimits.quoted(written))"
                let action = known.contains(written) ? written : LegacyActionNames.current(written, in: scope) ?? written
                guard known.contains(action) else {
                    problems.append(setting, "\(setting): no such action (known: \(unique(known).joined(separator: ", ")))")
                    continue
                }
                guard let names = value.string.map({ [$0] }) ?? value.array?.compactMap(\.string),
                      names.count == (value.array?.count ?? 1) else {
                    problems.append(setting, "\(setting) must be a key name or a list of them, e.g. \"F\" or [\"F\", \"Ctrl-F\"]")
                    continue
                }
                guard !names.isEmpty else {
                    problems.append(setting, "\(setting): an empty list would leave the action without a key")
                    continue
                }
                var events: [KeyEvent] = []
                for name in names {
                    if let event = KeyEvent(name: name) { events.append(event) } else {
                        problems.append(setting, "\(setting): '\(ConfigLimits.quoted(name))' is not a key name (e.g. j, J, Space, Enter, Esc, Tab, Up, PgDn, Ctrl-F)")
                    }
                }
                if events.count == names.count { result[scope, default: [:]][action] = events }
            }
        }
        let overrides = KeyOverrides(result)
        for clash in clashes(overrides, tables: tables) { problems.append(clash.setting, clash.message) }
        return overrides
    }

    /// A key that would mean two things in one table. Only clashes the user's keys make are
    /// reported: a table's own duplicates (a key listed twice on purpose) are the screen's business.
    static func clashes(_ overrides: KeyOverrides, tables: [KeyTableDescription]) -> [(setting: String, message: String)] {
        var problems: [(setting: String, message: String)] = []
        for table in tables {
            guard let changed = overrides.tables[table.scope], !changed.isEmpty else { continue }
            var owners: [KeyEvent: [String]] = [:]
            for entry in table.entries {
                for key in changed[entry.action] ?? entry.keys where !(owners[key]?.contains(entry.action) ?? false) {
                    owners[key, default: []].append(entry.action)
                }
            }
            for (key, actions) in owners.sorted(by: { $0.key.name < $1.key.name }) where actions.count > 1 {
                guard actions.contains(where: { changed[$0] != nil }) else { continue }
                let message = "keys.\(table.scope): \(key.name) would be both \(actions.joined(separator: " and "))"
                // Placed at the setting that made the clash.
                let changedAction = actions.first { changed[$0] != nil } ?? actions[0]
                if !problems.contains(where: { $0.message == message }) { problems.append(("keys.\(table.scope).\(changedAction)", message)) }
            }
        }
        return problems
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
