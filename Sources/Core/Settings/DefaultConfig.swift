import TerminalKit

extension ConfigFile {
    /// A complete config file in which every setting is written out, commented, with its default:
    /// what `yumeguri config default` prints. Uncommenting a line changes that one setting.
    public static func defaultText(tables: [KeyTableDescription]) -> String {
        var lines = [
            "# yumeguri config (TOML). Command-line flags win over this file.",
            "# Check it with `yumeguri config check`.",
            "",
            "# Language: \"ja\" or \"en\". Unset: --lang, else the locale (the first of LC_ALL, LC_MESSAGES,",
            "# LANG that is set: ja… means Japanese, anything else English). --lang wins over this line.",
            "# lang = \"ja\"",
            "",
            "# Colour theme: \"auto\", \"dark\", \"light\" or \"mono\" (NO_COLOR always means mono).",
            "# theme = \"auto\"",
            "",
            "# Draw no box, braille or other non-ASCII decoration (Japanese text is still shown).",
            "# ascii = false",
            "",
            "# How many cells your terminal gives ambiguous-width symbols (★ ● ※ ℃ … · °): \"narrow\" (1)",
            "# or \"wide\" (2, common in Japanese, Chinese and Korean setups). Unset: what the terminal",
            "# shows when asked at start-up, else wide when LC_ALL, LC_CTYPE or LANG (the first set) is",
            "# ja, zh or ko, else narrow. When wide, boxes and rules are drawn with + - | to line up.",
            "# ambiguous = \"narrow\"",
            "",
            "# Clicks, drags and the wheel (tabs, rows, status-bar hints, scrolling, panning the map).",
            "# mouse = true",
            "",
            "# Keys, per key table: action = \"key\" or [\"key\", \"another\"]. Names: a character (j, J, 湯),",
            "# Space, Enter, Esc, Tab, Shift-Tab, Up, Down, Left, Right, Home, End, PgUp, PgDn, Backspace, Del, Ctrl-A…Ctrl-Z.",
        ]
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
