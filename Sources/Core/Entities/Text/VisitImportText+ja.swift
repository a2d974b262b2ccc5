extension VisitImportText {
    public var ja: String {
        switch self {
        case .emptyFile: "ファイルが空です (見出しの行が必要です)"
        case .notUTF8: "行が UTF-8 のテキストではありません"
        case .missingColumn(let name): "見出しに列「\(name)」がありません"
        case .fieldCount(let expected, let found): "項目は \(expected) 個のはずが \(found) 個あります"
        case .unterminatedQuote: "引用符で始まる項目が閉じていません"
        case .notAnArray: "訪問記録の JSON 配列ではありません (JSON として正しくありません)"
        case .unexpectedComma: "訪問記録があるべき所にカンマがあります (JSON として正しくありません)"
        case .missingComma: "訪問記録の間にカンマがありません (JSON として正しくありません)"
        case .notAnObject: "訪問記録はそれぞれ JSON のオブジェクトでなければなりません"
        case .trailingComma: "閉じかっこの前にカンマがあります (JSON として正しくありません)"
        case .textAfterArray: "閉じかっこの後に文字があります (JSON として正しくありません)"
        case .endsInsideVisit: "訪問記録の途中でファイルが終わっています (JSON として正しくありません)"
        case .notAnInteger(let field): "「\(field)」は1〜5の整数でなければなりません"
        case .notAString(let field): "「\(field)」は文字列でなければなりません"
        case .wrongType(let field): "「\(field)」の値の型が違います"
        case .missingField(let field): "「\(field)」がありません"
        case .nullField(let field): "「\(field)」が null です"
        case .notAValidObject: "JSON のオブジェクトとして正しくありません"
        case .date(let problem): problem.textKey.ja
        case .ratingNotANumber(let rating): "評価「\(rating)」は1〜5の数ではありません"
        case .rule(let rule): rule.ja
        case .unknownFacility(let id): DataErrorText.noSuchArea(id).ja
        }
    }
}
