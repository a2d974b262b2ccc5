extension ConfigErrorText {
    var ja: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): 設定ファイルを読めません: \(reason)"
        case .notTOML(let path, let line, let column, let message): "\(path):\(line):\(column): TOML として正しくありません: \(message)"
        case .nulByte: "NUL バイトがあります"
        case .refusedBeforeParsing(let reason): "\(reason) (読む前に断りました)"
        case .keyTooManyParts(let most): "キーのドット区切りが \(most) を超えています"
        case .nestedTooDeep(let most): "配列かインラインテーブルの入れ子が \(most) 段を超えています"
        case .biggerThanLimit(let kibibytes): "\(kibibytes) KiB を超えています。設定ファイルはそれまでです"
        case .tooLarge(let bytes, let kibibytes):
            "\(bytes) バイトあります。設定ファイルは \(kibibytes) KiB までです (`yumeguri config default` の全体でも 32 KB 未満です)"
        case .linkLoop(let path): "シンボリックリンクが循環しています (ls -l \(path) で行き先がわかります)"
        case .danglingLink: "存在しないものを指すシンボリックリンクです。消すか、設定ファイルを指すようにしてください"
        case .isAFolder: "ファイルではなくフォルダです (設定は config.toml という名前のファイルです)"
        case .notRegularFile: "通常のファイルではありません (FIFO やデバイスは読みません)"
        case .notUTF8: "UTF-8 のテキストではありません"
        case .permissionDenied: "権限がありません (ls -l で持ち主とモードを確かめてください)"
        case .pathThroughFile: "パスの途中がフォルダではなくファイルです"
        case .pathLinkLoop: "パスのシンボリックリンクが循環しています"
        case .themeChoice(let choices, let value): "theme は \(choices) のどれかです (\(value) は使えません)"
        case .flag(let setting, let value): "\(setting) は true か false です (\(value) は使えません)"
        case .ambiguousChoice(let value): "ambiguous は \"narrow\" か \"wide\" です (\(value) は使えません)"
        case .langChoice(let value): "lang は \"ja\" か \"en\" です (\(value) は使えません)"
        case .keysNotATable: "keys はキー表の表です ([keys.search] …)"
        case .unknownSetting(let key): "「\(key)」という設定はありません (あるもの: lang, theme, ascii, ambiguous, mouse, keys)"
        case .noSuchKeyTable(let scope, let known): "keys.\(scope): そのキー表はありません (あるもの: \(known))"
        case .keyTableNotATable(let scope): "keys.\(scope) は表です: action = \"key\" か [\"key\", …]"
        case .noSuchAction(let setting, let known): "\(setting): その操作はありません (あるもの: \(known))"
        case .notAKeyList(let setting): "\(setting) はキーの名前かその一覧です。例 \"F\" や [\"F\", \"Ctrl-F\"]"
        case .emptyKeyList(let setting): "\(setting): 空の一覧では操作にキーがなくなります"
        case .notAKeyName(let setting, let name): "\(setting): 「\(name)」はキーの名前ではありません (例 j, J, Space, Enter, Esc, Tab, Up, PgDn, Ctrl-F)"
        case .keyClash(let scope, let key, let actions): "keys.\(scope): \(key) が \(actions.joined(separator: " と ")) の両方になります"
        }
    }
}
