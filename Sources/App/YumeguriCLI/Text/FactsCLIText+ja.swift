extension FactsCLIText {
    var ja: String {
        switch self {
        case .notAFacilityID(let text): "「\(text)」は施設の id ではありません (例 aist-2601。`yumeguri search 名前` で見つかります)"
        case .priceNotNumber(let text): "--price: 「\(text)」は円の金額ではありません"
        case .nothingToSet: "設定するものがありません: --hours、--price か --note を指定してください"
        case .saved(let id): "\(id) を保存しました"
        case .noFactsLeft(let id): "\(id): あなたの記録はなくなりました。見本を使います"
        case .cleared(let id): "\(id) を消しました: また見本を使います"
        case .noFactsToClear(let id): "\(id) にあなたの記録はありませんでした"
        case .exported(let n, let file): "\(n) 施設の記録を \(file) に書き出しました"
        case .imported(let n): "\(n) 施設の記録を取り込みました"
        case .nothingStored(let file, let reason): "\(file): 何も保存していません: \(reason)"
        case .moreProblems(let n): "… ほか \(n) 件の問題"
        case .rowsRefused(let n): "\(n) 行を受け付けませんでした (ほかは保存しました)"
        case .cannotWrite(let file, let reason): "\(file): 書き込めません: \(reason)"
        case .cannotRead(let file, let reason): "\(file): 読めません: \(reason)"
        case .noSuchFile(let file): "\(file): そのファイルはありません"
        case .notRegularFile(let file): "\(file): 通常のファイルではありません"
        case .tooBig(let file, let mebibytes): "\(file): \(mebibytes) MiB を超えています"
        case .notUTF8(let file): "\(file): UTF-8 のテキストではありません"
        }
    }
}
