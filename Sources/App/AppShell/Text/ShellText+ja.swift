extension ShellText {
    public var ja: String {
        switch self {
        case .help: "ヘルプ"
        case .back: "戻る"
        case .backOrQuit: "戻る (タブの最初の画面では q で終了)"
        case .quit: "終了"
        case .quitNow: "すぐ終了"
        case .tab(let tab):
            switch tab {
            case .search: "検索タブ"
            case .map: "地図タブ"
            case .favorites: "お気に入りタブ"
            case .tickets: "チケットタブ"
            case .account: "アカウントタブ"
            }
        case .nextTab: "次のタブ"
        case .previousTab: "前のタブ"
        case .goToSearch: "検索へ"
        case .redraw: "再描画"
        case .suspend: "一時停止 (fg で再開)"
        case .clearFilterOrClose: "絞り込み解除 / 閉じる"
        case .close: "閉じる"
        case .about: "このアプリについて"
        case .filterKeys: "キーを絞り込む"
        case .filterShort: "絞り込み"
        case .scrollDown: "下へ"
        case .scrollUp: "上へ"
        case .top: "先頭"
        case .bottom: "末尾"
        case .doneBackToKeys: "決定 (キー一覧に戻る)"
        case .cancelFilter: "絞り込みを消す"
        case .helpFooter(let down, let up, let pageDown, let filter, let about, let close):
            "\(down)/\(up) \(pageDown): スクロール · \(filter): 絞り込み · \(about): アプリ情報 · \(close): 閉じる"
        case .helpThisScreen(let title): "この画面 — \(title)"
        case .helpEverywhere: "全体"
        case .pressToQuit(let key): "\(key) で終了します"
        case .confirmQuit: "終了しますか? (y/n)"
        case .confirmQuitShort: "終了? (y/n)"
        case .configHint: "(`yumeguri config check` ですべての問題を、`yumeguri config default` で正しい設定ファイルを表示します)"
        case .copySent: "端末へ送りました (OSC 52)。クリップボードに入るかは端末しだいです"
        }
    }
}
