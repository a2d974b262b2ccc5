extension CredentialsText {
    public var ja: String {
        switch self {
        case .keyUnusable(let reason): "チケットの署名鍵を使えません: \(reason)"
        case .keyMissing(let path):
            "チケットの署名鍵がありません: \(path) は、チケットに署名したあとで削除または移動されたため、発行済みのチケットを確認できません。"
                + "バックアップから元に戻してください (16進数64桁、モード 0600)。新しい鍵を作ると発行済みのチケットと手形がすべて偽造に見えるため、作りません。"
        case .iterationsOutOfRange(let count): "PBKDF2 の反復回数が範囲外です: \(count)"
        case .hashingFailed(let message): "PIN のハッシュ化に失敗しました: \(message)"
        }
    }
}
