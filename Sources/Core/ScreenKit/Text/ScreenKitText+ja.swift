extension ScreenKitText {
    public var ja: String {
        switch self {
        case .notBuilt(let title): "\(title) — まだ準備中です"
        case .laterRelease: "この画面は今後のリリースで追加されます。"
        case .placeholderKeys: "Esc / q: 戻る   1–5: タブ切替   ?: ヘルプ"
        case .copySent: "端末へ送りました (OSC 52)。クリップボードに入るかは端末しだいです"
        }
    }
}
