import Localization
import TerminalKit

extension ConfigFile {
    /// A complete config file in which every setting is written out, commented, with its default:
    /// what `yumeguri config default` prints. Uncommenting a line changes that one setting.
    public static func defaultText(tables: [KeyTableDescription]) -> String {
        // The header in the language in force; each key's summary too (from its table's catalog).
        var lines = SettingsText.defaultHeader.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var written = Set<String>()
        for scope in tables.map(\.scope) where written.insert(scope).inserted {
            lines.append("")
            lines.append("# [keys.\(scope)]")
            var actions = Set<String>()
            for entry in tables.filter({ $0.scope == scope }).flatMap(\.entries) where actions.insert(entry.action).inserted {
                let keys = entry.keys.map { "\"\(escaped($0.name))\"" }
                let value = keys.count == 1 ? keys[0] : "[\(keys.joined(separator: ", "))]"
                // Summaries line up after the usual setting; a longer one keeps its whole value (a
                // padding that cut it would make the line invalid TOML once uncommented).
                let setting = "# \(entry.action) = \(value)"
                lines.append(setting + String(repeating: " ", count: max(0, 44 - setting.count)) + "  # \(entry.summary)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escaped(_ name: String) -> String {
        name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
