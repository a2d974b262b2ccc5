extension SettingsText {
    public var ja: String {
        switch self {
        case .cannotRead(let path, let reason): "\(path): 設定ファイルを読めません: \(reason)"
        case .notTOML(let path, let line, let column, let message): "\(path):\(line):\(column): TOML として正しくありません: \(message)"
        case .nulByte: "NUL バイトがあります"
        case .refusedBeforeParsing(let why): "\(why) (読む前に断りました)"
        case .keyTooDeep(let parts): "キーが \(parts) 個より多くの部分に分かれています"
        case .nestedTooDeep(let levels): "配列かインラインテーブルが \(levels) 段より深く入れ子になっています"
        case .tooLargeText(let kib): "\(kib) KiB を超えています。設定ファイルは \(kib) KiB までです"
        case .tooLargeFile(let bytes, let kib):
            "\(bytes) バイトあります。設定ファイルは \(kib) KiB までです (`yumeguri config default` の全体でも 32 KB 未満です)"
        case .linkLoop(let path): "シンボリックリンクが循環しています (ls -l \(path) で行き先がわかります)"
        case .brokenLink: "存在しないものを指すシンボリックリンクです。消すか、設定ファイルを指すようにしてください"
        case .isFolder: "ファイルではなくフォルダです (設定は config.toml という名前のファイルです)"
        case .notRegular: "通常のファイルではありません (FIFO やデバイスは読みません)"
        case .notUTF8: "UTF-8 のテキストではありません"
        case .permissionDenied: "権限がありません (ls -l で所有者とモードを確かめてください)"
        case .notAFolder: "パスの途中がフォルダではなくファイルです"
        case .pathLoop: "パスのシンボリックリンクが循環しています"
        case .badTheme(let choices, let value): "theme は \(choices) のどれかです (\(value) は使えません)"
        case .badBoolean(let setting, let value): "\(setting) は true か false です (\(value) は使えません)"
        case .badAmbiguous(let value): "ambiguous は \"narrow\" か \"wide\" です (\(value) は使えません)"
        case .badLang(let value): "lang は \"ja\" か \"en\" です (\(value) は使えません)"
        case .keysNotTable: "keys はキー表のテーブルです ([keys.search] …)"
        case .unknownSetting(let key): "「\(key)」という設定はありません (あるのは lang, theme, ascii, ambiguous, mouse, keys)"
        case .noKeyTable(let scope, let known): "keys.\(scope): そのキー表はありません (あるのは \(known))"
        case .keyTableNotTable(let scope): "keys.\(scope) はテーブルです: 操作 = \"キー\" または [\"キー\", …]"
        case .noAction(let setting, let known): "\(setting): その操作はありません (あるのは \(known))"
        case .badKeyValue(let setting): "\(setting) はキーの名前かその配列です (例: \"F\" や [\"F\", \"Ctrl-F\"])"
        case .emptyKeyList(let setting): "\(setting): 空の配列では操作にキーがなくなります"
        case .badKeyName(let setting, let name):
            "\(setting): 「\(name)」はキーの名前ではありません (例: j, J, Space, Enter, Esc, Tab, Up, PgDn, Ctrl-F)"
        case .keyClash(let scope, let key, let actions): "keys.\(scope): \(key) が \(actions.joined(separator: " と ")) の両方になります"
        case .defaultHeader:
            """
            # yumeguri の設定 (TOML)。コマンドラインのフラグがこのファイルより優先されます。
            # `yumeguri config check` で確かめられます。

            # 言語: "ja" か "en"。未設定なら --lang、なければロケール (LC_ALL, LC_MESSAGES, LANG のうち
            # 最初に設定されているもの: ja… なら日本語、それ以外は英語)。--lang はこの行より優先されます。
            # lang = "ja"

            # 配色: "auto", "dark", "light", "mono" (NO_COLOR があれば常に mono)。
            # theme = "auto"

            # 枠線や点字などの ASCII 以外の飾りを描かない (日本語の文字は表示されます)。
            # ascii = false

            # 幅が曖昧な記号 (★ ● ※ ℃ … · °) に端末が使うセル数: "narrow" (1) か "wide" (2。日本語・中国語・
            # 韓国語の環境に多い)。未設定なら起動時に端末に尋ね、答えがなければ LC_ALL, LC_CTYPE, LANG
            # (最初に設定されているもの) が ja, zh, ko なら wide、それ以外は narrow。wide のとき枠と罫線は + - | で描きます。
            # ambiguous = "narrow"

            # クリック、ドラッグ、ホイール (タブ、行、ステータスバーのヒント、スクロール、地図の移動)。
            # mouse = true

            # キー (キー表ごと): 操作 = "キー" または ["キー", "別のキー"]。名前: 1文字 (j, J, 湯)、
            # Space, Enter, Esc, Tab, Shift-Tab, Up, Down, Left, Right, Home, End, PgUp, PgDn, Backspace, Del, Ctrl-A…Ctrl-Z。
            """
        }
    }
}
