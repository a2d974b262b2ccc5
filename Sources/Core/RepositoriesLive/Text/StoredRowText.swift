import Localization

/// What the live repositories say when a row they just wrote or read cannot be turned back into an
/// entity (a file edited by hand, a newer writer): said inside `UserDataError.database`.
enum StoredRowText: SampledCatalog {
    case orderUnreadable
    case visitUnreadable(id: Int64?)
    case invalidFacts(String)

    static let samples: [StoredRowText] = [.orderUnreadable, .visitUnreadable(id: nil), .visitUnreadable(id: 12), .invalidFacts("bad hours")]

    var ja: String {
        switch self {
        case .orderUnreadable: "保存した注文を読み戻せません (データベースが手で書き換えられた可能性があります。`yumeguri doctor` で確かめてください)"
        case .visitUnreadable(let id):
            "保存した訪問記録\(id.map { " \($0) " } ?? "")を読み戻せません (データベースが手で書き換えられた可能性があります。`yumeguri doctor` で確かめてください)"
        case .invalidFacts(let problem): "施設の記録が正しくありません: \(problem)"
        }
    }

    var en: String {
        switch self {
        case .orderUnreadable: "a stored order cannot be read back (the database may have been edited by hand; `yumeguri doctor` checks it)"
        case .visitUnreadable(let id):
            "stored visit\(id.map { " \($0)" } ?? "") cannot be read back (the database may have been edited by hand; `yumeguri doctor` checks it)"
        case .invalidFacts(let problem): "invalid facility facts: \(problem)"
        }
    }
}
