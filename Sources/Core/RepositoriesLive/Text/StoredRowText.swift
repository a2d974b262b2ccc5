import Localization

/// What the live repositories say when a row they just wrote or read cannot be turned back into an
/// entity (a file edited by hand, a newer writer): said inside `UserDataError.database`.
enum StoredRowText: SampledCatalog {
    case orderUnreadable
    case visitUnreadable(id: Int64?)
    case invalidFacts(String)
    /// One part of a stored facts row that is refused on the way in (the rest of the row is kept).
    case storedHours(String), storedPrice(String), storedNote(String)

    static let samples: [StoredRowText] = [.orderUnreadable, .visitUnreadable(id: nil), .visitUnreadable(id: 12), .invalidFacts("bad hours"), .storedHours("bad"), .storedPrice("bad"), .storedNote("bad")]

    var ja: String {
        switch self {
        case .orderUnreadable: "保存した注文を読み戻せません (データベースが手で書き換えられた可能性があります。`yumeguri doctor` で確かめてください)"
        case .visitUnreadable(let id):
            "保存した訪問記録\(id.map { " \($0) " } ?? "")を読み戻せません (データベースが手で書き換えられた可能性があります。`yumeguri doctor` で確かめてください)"
        case .invalidFacts(let problem): "施設の記録が正しくありません: \(problem)"
        case .storedHours(let problem): "保存した営業時間: \(problem)"
        case .storedPrice(let problem): "保存した料金: \(problem)"
        case .storedNote(let problem): "保存したメモ: \(problem)"
        }
    }

    var en: String {
        switch self {
        case .orderUnreadable: "a stored order cannot be read back (the database may have been edited by hand; `yumeguri doctor` checks it)"
        case .visitUnreadable(let id):
            "stored visit\(id.map { " \($0)" } ?? "") cannot be read back (the database may have been edited by hand; `yumeguri doctor` checks it)"
        case .invalidFacts(let problem): "invalid facility facts: \(problem)"
        case .storedHours(let problem): "stored hours: \(problem)"
        case .storedPrice(let problem): "stored price: \(problem)"
        case .storedNote(let problem): "stored note: \(problem)"
        }
    }
}
