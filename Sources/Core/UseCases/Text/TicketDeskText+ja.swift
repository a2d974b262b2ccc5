extension TicketDeskText {
    public var ja: String {
        switch self {
        case .accepted(let facility, let product, let useDate, let id): "OK 使用しました: \(facility) · \(product) · 利用日 \(useDate) · \(id)"
        case .passAccepted(let rally, let bath, let left, let total, let id):
            "OK 湯めぐり手形を使用しました: \(rally) · \(bath) · 残り \(left)/\(total)回 · \(id)"
        case .rejected(let reason): "NG \(reason)"
        case .notATicket: "yumeguri のチケットではありません"
        case .unsigned: "署名のない古い形式のコードです"
        case .forged: "署名が正しくありません (偽造か、別の環境で発行されたコードです)"
        case .wrongFacility(let expected, let actual): "別の施設のチケットです (\(actual) 用。このフロントは \(expected) です)"
        case .notYetValid(let day): "利用日は \(day) です (それまでは使えません)"
        case .expired(let day): "有効期限 \(day) を過ぎています"
        case .alreadyUsed: "使用済みです"
        case .refunded: "払い戻し済みです"
        case .couldNotCheck(let message): "確認できませんでした: \(message)"
        case .passNeedsFacility: "湯めぐり手形にはこのフロントの施設IDが必要です (--facility ID)"
        case .notOneCode(let reason): "入力の形が違います: \(reason)"
        case .noSuchTicket: "チケットが見つかりません"
        case .couldNotSave(let message): "保存できませんでした: \(message)"
        case .unreadableImage(let reason): "画像からコードを読めません: \(reason)"
        case .noSuchFile(let path): "ファイルがありません: \(path)"
        }
    }
}
