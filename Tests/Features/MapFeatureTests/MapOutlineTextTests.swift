import Localization
import MapCore
import MapData
import Testing

/// Issue 32: a broken map file is told in the language in force, one whole sentence per case of
/// `MapOutlineError` (MapCore keeps the reasons as values; MapData has the words).
@Suite struct MapOutlineTextTests {
    @Test func everyFailureReadsInBothLanguages() {
        #expect(CatalogAudit.problems(in: MapOutlineText.self).isEmpty)
    }

    @Test(arguments: [
        (MapOutlineError.unreadable(file: "prefecture_rings.json", reason: .missing),
         "prefecture_rings.json: ファイルがありません", "prefecture_rings.json: no such file"),
        (.unreadable(file: "prefecture_rings.json", reason: .permissionDenied),
         "prefecture_rings.json: ファイルを読めません: 読み取りの権限がありません", "prefecture_rings.json: cannot read the file: permission denied"),
        (.unreadable(file: "prefecture_rings.json", reason: .notARegularFile),
         "prefecture_rings.json: 通常のファイルではありません (フォルダ、FIFO またはデバイス)",
         "prefecture_rings.json: not a regular file (a folder, a FIFO or a device)"),
        (.unreadable(file: "boundary_segments.json", reason: .tooLarge(bytes: 40 << 20)),
         "boundary_segments.json: 40 MiB は地図ファイルとして大きすぎます (上限 16 MiB)",
         "boundary_segments.json: 40 MiB is too large for a map file (at most 16 MiB)"),
        (.unreadable(file: "prefecture_rings.json", reason: .system(code: 5, message: "Input/output error")),
         "prefecture_rings.json: ファイルを読めません: Input/output error (エラー 5)",
         "prefecture_rings.json: cannot read the file: Input/output error (error 5)"),
        (.unreadable(file: "prefecture_rings.json", reason: .noMapFolder),
         "Resources/map が見つかりません (YUMEGURI_RESOURCES に Resources フォルダを設定してください)",
         "cannot find Resources/map (set YUMEGURI_RESOURCES to the Resources folder)"),
        (.notJSON(file: "prefecture_rings.json"),
         "prefecture_rings.json: JSON として読めません (壊れたファイル)",
         "prefecture_rings.json: not valid JSON (a cut-off or damaged file)"),
        (.unexpectedShape(file: "prefecture_rings.json", path: "prefectures", reason: .missingKey),
         "prefecture_rings.json: prefectures: キーがありません", "prefecture_rings.json: prefectures: missing key"),
        (.unexpectedShape(file: "prefecture_rings.json", path: "", reason: .expected(.other)),
         "prefecture_rings.json: 最上位: 別の種類の値が必要です", "prefecture_rings.json: top level: expected another kind of value"),
        (.unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].code", reason: .expected(.integer)),
         "prefecture_rings.json: prefectures[0].code: 整数が必要です", "prefecture_rings.json: prefectures[0].code: expected an integer"),
        (.unexpectedShape(file: "boundary_segments.json", path: "segments[0].line[0][1]", reason: .nullWhere(.number)),
         "boundary_segments.json: segments[0].line[0][1]: 数が必要なところが null です",
         "boundary_segments.json: segments[0].line[0][1]: null where a number is expected"),
        (.unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].code", reason: .invalidValue),
         "prefecture_rings.json: prefectures[0].code: 値が範囲外です", "prefecture_rings.json: prefectures[0].code: a value out of its range"),
        (.unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].code", reason: .codeNotPositive(0)),
         "prefecture_rings.json: prefectures[0].code: コードは正の数が必要ですが 0 です",
         "prefecture_rings.json: prefectures[0].code: code must be positive, got 0"),
        (.unexpectedShape(file: "prefecture_rings.json", path: "prefectures", reason: .noPrefectures),
         "prefecture_rings.json: prefectures: 都道府県がひとつもありません", "prefecture_rings.json: prefectures: no prefectures"),
        (.badCoordinate(file: "prefecture_rings.json", path: "prefectures[0].ring[0]", reason: .notAPair(count: 1)),
         "prefecture_rings.json: prefectures[0].ring[0]: 座標が不正です: [経度, 緯度] の 2 つの数が必要ですが 1 個です",
         "prefecture_rings.json: prefectures[0].ring[0]: bad coordinate: expected [lon, lat], got 1 number"),
        (.badCoordinate(file: "prefecture_rings.json", path: "prefectures[0].ring[0]", reason: .outOfRange(lon: 139, lat: 95)),
         "prefecture_rings.json: prefectures[0].ring[0]: 座標が不正です: [139.0, 95.0] は [経度, 緯度] の範囲外です",
         "prefecture_rings.json: prefectures[0].ring[0]: bad coordinate: [139.0, 95.0] is out of range for [lon, lat]"),
        (.badRing(file: "prefecture_rings.json", code: 3, distinctPoints: 2),
         "prefecture_rings.json: 都道府県 3: 輪郭が不正です: 異なる点が 3 つ以上必要ですが 2 つです",
         "prefecture_rings.json: prefecture 3: bad ring: needs at least 3 distinct points, has 2"),
        (.badSegment(file: "boundary_segments.json", index: 4, reason: .bordersItself(code: 1)),
         "boundary_segments.json: segments[4]: 境界の両側が同じ都道府県 1 です", "boundary_segments.json: segments[4]: borders prefecture 1 on both sides"),
        (.badSegment(file: "boundary_segments.json", index: 0, reason: .tooFewPoints(1)),
         "boundary_segments.json: segments[0]: 点が 2 つ以上必要ですが 1 つです", "boundary_segments.json: segments[0]: needs at least 2 points, has 1"),
        (.duplicateCode(file: "prefecture_rings.json", code: 3),
         "prefecture_rings.json: 都道府県コード 3 が重複しています", "prefecture_rings.json: prefecture code 3 appears more than once"),
        (.unknownCode(file: "boundary_segments.json", path: "segments[0].b", code: 99),
         "boundary_segments.json: segments[0].b: 都道府県コード 99 は輪郭ファイルにありません",
         "boundary_segments.json: segments[0].b: prefecture code 99 is not in the rings file"),
    ])
    func eachCaseInEachLanguage(_ error: MapOutlineError, _ japanese: String, _ english: String) {
        #expect(AppLanguage.$scoped.withValue(.ja) { error.text } == japanese)
        #expect(AppLanguage.$scoped.withValue(.en) { error.text } == english)
    }
}
