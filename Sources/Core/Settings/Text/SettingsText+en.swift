extension SettingsText {
    public var en: String {
        switch self {
        case .cannotRead(let path, let reason): "\(path): cannot read the config file: \(reason)"
        case .notTOML(let path, let line, let column, let message): "\(path):\(line):\(column): not valid TOML: \(message)"
        case .nulByte: "a NUL byte"
        case .refusedBeforeParsing(let why): "\(why) (refused before parsing)"
        case .keyTooDeep(let parts): "a key of more than \(parts) dotted parts"
        case .nestedTooDeep(let levels): "arrays or inline tables nested more than \(levels) deep"
        case .tooLargeText(let kib): "it is more than \(kib) KiB; a config file may be at most that"
        case .tooLargeFile(let bytes, let kib):
            "it is \(bytes) bytes; a config file may be at most \(kib) KiB (all of `yumeguri config default` is under 32 KB)"
        case .linkLoop(let path): "it is a symbolic link in a loop (ls -l \(path) shows where it points)"
        case .brokenLink: "it is a symbolic link to something that does not exist: remove it or point it at a config file"
        case .isFolder: "it is a folder, not a file (the config is a file named config.toml)"
        case .notRegular: "it is not a regular file (a FIFO or a device is not read)"
        case .notUTF8: "it is not UTF-8 text"
        case .permissionDenied: "permission denied (check its owner and mode with ls -l)"
        case .notAFolder: "part of the path is a file, not a folder"
        case .pathLoop: "the path has a loop of symbolic links"
        case .badTheme(let choices, let value): "theme must be one of \(choices), not \(value)"
        case .badBoolean(let setting, let value): "\(setting) must be true or false, not \(value)"
        case .badAmbiguous(let value): "ambiguous must be \"narrow\" or \"wide\", not \(value)"
        case .badLang(let value): "lang must be \"ja\" or \"en\", not \(value)"
        case .keysNotTable: "keys must be a table of key tables ([keys.search] …)"
        case .unknownSetting(let key): "unknown setting '\(key)' (known: lang, theme, ascii, ambiguous, mouse, keys)"
        case .noKeyTable(let scope, let known): "keys.\(scope): no such key table (known: \(known))"
        case .keyTableNotTable(let scope): "keys.\(scope) must be a table: action = \"key\" or [\"key\", …]"
        case .noAction(let setting, let known): "\(setting): no such action (known: \(known))"
        case .badKeyValue(let setting): "\(setting) must be a key name or a list of them, e.g. \"F\" or [\"F\", \"Ctrl-F\"]"
        case .emptyKeyList(let setting): "\(setting): an empty list would leave the action without a key"
        case .badKeyName(let setting, let name):
            "\(setting): '\(name)' is not a key name (e.g. j, J, Space, Enter, Esc, Tab, Up, PgDn, Ctrl-F)"
        case .keyClash(let scope, let key, let actions): "keys.\(scope): \(key) would be both \(actions.joined(separator: " and "))"
        case .defaultHeader:
            """
            # yumeguri config (TOML). Command-line flags win over this file.
            # Check it with `yumeguri config check`.

            # Language: "ja" or "en". Unset: --lang, else the locale (the first of LC_ALL, LC_MESSAGES,
            # LANG that is set: ja… means Japanese, anything else English). --lang wins over this line.
            # lang = "ja"

            # Colour theme: "auto", "dark", "light" or "mono" (NO_COLOR always means mono).
            # theme = "auto"

            # Draw no box, braille or other non-ASCII decoration (Japanese text is still shown).
            # ascii = false

            # How many cells your terminal gives ambiguous-width symbols (★ ● ※ ℃ … · °): "narrow" (1)
            # or "wide" (2, common in Japanese, Chinese and Korean setups). Unset: what the terminal
            # shows when asked at start-up, else wide when LC_ALL, LC_CTYPE or LANG (the first set) is
            # ja, zh or ko, else narrow. When wide, boxes and rules are drawn with + - | to line up.
            # ambiguous = "narrow"

            # Clicks, drags and the wheel (tabs, rows, status-bar hints, scrolling, panning the map).
            # mouse = true

            # Keys, per key table: action = "key" or ["key", "another"]. Names: a character (j, J, 湯),
            # Space, Enter, Esc, Tab, Shift-Tab, Up, Down, Left, Right, Home, End, PgUp, PgDn, Backspace, Del, Ctrl-A…Ctrl-Z.
            """
        }
    }
}
