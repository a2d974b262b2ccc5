extension ConfigErrorText {
    var en: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read the config file: \(reason)"
        case .notTOML(let path, let line, let column, let message): "\(path):\(line):\(column): not valid TOML: \(message)"
        case .nulByte: "a NUL byte"
        case .refusedBeforeParsing(let reason): "\(reason) (refused before parsing)"
        case .keyTooManyParts(let most): "a key of more than \(most) dotted parts"
        case .nestedTooDeep(let most): "arrays or inline tables nested more than \(most) deep"
        case .biggerThanLimit(let kibibytes): "it is more than \(kibibytes) KiB; a config file may be at most that"
        case .tooLarge(let bytes, let kibibytes):
            "it is \(bytes) bytes; a config file may be at most \(kibibytes) KiB (all of `yumeguri config default` is under 32 KB)"
        case .linkLoop(let path): "it is a symbolic link in a loop (ls -l \(path) shows where it points)"
        case .danglingLink: "it is a symbolic link to something that does not exist: remove it or point it at a config file"
        case .isAFolder: "it is a folder, not a file (the config is a file named config.toml)"
        case .notRegularFile: "it is not a regular file (a FIFO or a device is not read)"
        case .notUTF8: "it is not UTF-8 text"
        case .permissionDenied: "permission denied (check its owner and mode with ls -l)"
        case .pathThroughFile: "part of the path is a file, not a folder"
        case .pathLinkLoop: "the path has a loop of symbolic links"
        case .themeChoice(let choices, let value): "theme must be one of \(choices), not \(value)"
        case .flag(let setting, let value): "\(setting) must be true or false, not \(value)"
        case .ambiguousChoice(let value): "ambiguous must be \"narrow\" or \"wide\", not \(value)"
        case .langChoice(let value): "lang must be \"ja\" or \"en\", not \(value)"
        case .keysNotATable: "keys must be a table of key tables ([keys.search] …)"
        case .unknownSetting(let key): "unknown setting '\(key)' (known: lang, theme, ascii, ambiguous, mouse, keys)"
        case .noSuchKeyTable(let scope, let known): "keys.\(scope): no such key table (known: \(known))"
        case .keyTableNotATable(let scope): "keys.\(scope) must be a table: action = \"key\" or [\"key\", …]"
        case .noSuchAction(let setting, let known): "\(setting): no such action (known: \(known))"
        case .notAKeyList(let setting): "\(setting) must be a key name or a list of them, e.g. \"F\" or [\"F\", \"Ctrl-F\"]"
        case .emptyKeyList(let setting): "\(setting): an empty list would leave the action without a key"
        case .notAKeyName(let setting, let name): "\(setting): '\(name)' is not a key name (e.g. j, J, Space, Enter, Esc, Tab, Up, PgDn, Ctrl-F)"
        case .keyClash(let scope, let key, let actions): "keys.\(scope): \(key) would be both \(actions.joined(separator: " and "))"
        }
    }
}
