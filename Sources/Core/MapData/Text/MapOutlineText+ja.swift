import MapCore

extension MapOutlineText {
    public var ja: String {
        switch self {
        case .failure(let error): Self.japanese(error)
        }
    }

    private static func japanese(_ error: MapOutlineError) -> String {
        switch error {
        case .unreadable(_, .noMapFolder): japanese(MapReadProblem.noMapFolder)
        case .unreadable(let file, let reason): "\(file): \(japanese(reason))"
        case .notJSON(let file): "\(file): JSON として読めません (壊れたファイル)"
        case .unexpectedShape(let file, let path, let reason):
            "\(file): \(path.isEmpty ? "最上位" : path): \(japanese(reason))"
        case .badCoordinate(let file, let path, .notAPair(let count)):
            "\(file): \(path): 座標が不正です: [経度, 緯度] の 2 つの数が必要ですが \(count) 個です"
        case .badCoordinate(let file, let path, .outOfRange(let lon, let lat)):
            "\(file): \(path): 座標が不正です: [\(lon), \(lat)] は [経度, 緯度] の範囲外です"
        case .badRing(let file, let code, let points):
            "\(file): 都道府県 \(code): 輪郭が不正です: 異なる点が 3 つ以上必要ですが \(points) つです"
        case .badSegment(let file, let index, .bordersItself(let code)):
            "\(file): segments[\(index)]: 境界の両側が同じ都道府県 \(code) です"
        case .badSegment(let file, let index, .tooFewPoints(let count)):
            "\(file): segments[\(index)]: 点が 2 つ以上必要ですが \(count) つです"
        case .duplicateCode(let file, let code): "\(file): 都道府県コード \(code) が重複しています"
        case .unknownCode(let file, let path, let code): "\(file): \(path): 都道府県コード \(code) は輪郭ファイルにありません"
        }
    }

    private static func japanese(_ reason: MapReadProblem) -> String {
        switch reason {
        case .missing: "ファイルがありません"
        case .permissionDenied: "ファイルを読めません: 読み取りの権限がありません"
        case .notARegularFile: "通常のファイルではありません (フォルダ、FIFO またはデバイス)"
        case .tooLarge(let bytes): "\(bytes >> 20) MiB は地図ファイルとして大きすぎます (上限 \(MapOutline.maximumFileBytes >> 20) MiB)"
        case .system(let code, let message): "ファイルを読めません: \(message) (エラー \(code))"
        case .noMapFolder: "Resources/map が見つかりません (YUMEGURI_RESOURCES に Resources フォルダを設定してください)"
        }
    }

    private static func japanese(_ reason: MapShapeProblem) -> String {
        switch reason {
        case .missingKey: "キーがありません"
        case .expected(let kind): "\(japanese(kind))が必要です"
        case .nullWhere(let kind): "\(japanese(kind))が必要なところが null です"
        case .invalidValue: "値が範囲外です"
        case .codeNotPositive(let code): "コードは正の数が必要ですが \(code) です"
        case .noPrefectures: "都道府県がひとつもありません"
        }
    }

    private static func japanese(_ kind: MapValueKind) -> String {
        switch kind {
        case .number: "数"
        case .integer: "整数"
        case .string: "文字列"
        case .bool: "true か false"
        case .other: "別の種類の値"
        }
    }
}
