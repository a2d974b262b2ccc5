extension CatalogRowText {
    public var ja: String {
        switch self {
        case .emptyFile: "ファイルが空です (見出しの行が必要です)"
        case .missingColumn(let name): "列「\(name)」がありません"
        case .fieldCount(let expected, let found): "項目は \(expected) 個のはずが \(found) 個あります"
        case .emptyField(let name): "「\(name)」が空です"
        case .notAnInteger(let field, let value): "「\(field)」が整数ではありません: \(value)"
        case .notANumber(let field, let value): "「\(field)」が数ではありません: \(value)"
        case .tooSmallToStore(let field, let value): "「\(field)」が小さすぎて保存できません: \(value)"
        case .outside(let field, let value, let lowest, let highest): "「\(field)」の \(value) が \(lowest)…\(highest) の外です"
        case .quoteRunsOn(let kilobytes): "引用符で始まる項目が \(kilobytes) KB を超える行にわたって続いています (余分な「\"」?)"
        case .quoteNotClosed: "引用符で始まる項目がファイルの終わりまで閉じていません (余分な「\"」?)"
        case .quoteAcrossLines(let fields, let expected):
            "引用符で始まる項目が改行をまたぎ、その行の項目が \(expected) 個でなく \(fields) 個になっています (余分な「\"」?)"
        case .recordTooLong(let kibibytes): "行が \(kibibytes) KiB を超えているので外しました"
        case .fieldTooLong(let field, let bytes, let kibibytes):
            "「\(field)」が \(bytes) バイトあり、1 項目の上限 \(kibibytes) KiB を超えているので行を外しました"
        case .fieldNumberTooLong(let number, let bytes, let kibibytes):
            "\(number) 番目の項目が \(bytes) バイトあり、1 項目の上限 \(kibibytes) KiB を超えているので行を外しました"
        case .nulByte(let at): "行の \(at) バイト目に NUL バイトがあります"
        case .notUTF8(let at): "行の \(at) バイト目から UTF-8 でないバイトがあります"
        case .unknownRegion(let id): "region_id「\(id)」の地方はありません"
        case .unknownPrefecture(let field, let code): "\(field)「\(code)」の都道府県はありません"
        case .sourcesBelowOne: "「n_sources」は 1 以上でなければなりません"
        case .noPosition: "緯度・経度がないか、ありえない値です"
        case .duplicateID(let id): "id「\(id)」が重複しています"
        case .memberNotInAreas(let id): "構成 id「\(id)」が aist_onsen_areas.csv にありません"
        case .namedNotInNamed(let id): "名前つき id「\(id)」が aist_onsen_named.csv にありません"
        case .nothingToSynthesise: "合成カタログの元になる行がありません"
        case .tooManyRallies(let limit): "ラリーが \(limit) を超えています"
        case .notARallyID(let id): "「\(id)」はラリーの id ではありません (a-z、0-9 と -)"
        case .rallyTwice(let id): "ラリー「\(id)」が二度あります"
        case .rallyKind: "kind は famous か resort です"
        case .noSuchRally(let id, let file): "\(file) にラリー「\(id)」はありません"
        case .positionsOutOfOrder(let rally): "「\(rally)」の順番はファイルの順に 1, 2, 3 … でなければなりません"
        case .tooManyMembers(let rally, let limit): "ラリー「\(rally)」の温泉が \(limit) を超えています"
        case .notAFacilityID(let text): "「\(text)」は施設の id ではありません"
        case .memberTwice(let area, let position, let rally):
            "「\(area)」はすでに「\(rally)」の \(position) 番目です (同じ湯は一度しか数えません)"
        case .rallyWithoutMembers(let id): "ラリー「\(id)」に温泉がありません"
        case .fileTooLarge(let bytes, let limit): "\(bytes) バイトあり、ラリーのファイルの上限 (\(limit)) を超えています"
        case .longerThan(let field, let limit): "「\(field)」が \(limit) 文字を超えています"
        case .forbiddenScalar(let field, let scalar): "「\(field)」に \(scalar) が含まれています"
        }
    }
}
