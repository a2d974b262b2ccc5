extension CLIText {
    var ja: String {
        switch self {
        case .invalidLanguage(let value): "--lang は ja か en です (「\(value)」は使えません)"
        case .usageError(let message, let usage, let command):
            "エラー: \(message)\n使い方: \(usage)\n  詳しくは '\(command) --help' を見てください。"
        case .catalogFolderLacksFile(let folder): "--catalog \(folder): そのフォルダに onsen/aist_onsen_named.csv がありません"
        case .bundledCatalogMissing:
            "同梱のカタログ (Resources/onsen/aist_onsen_named.csv) が見つかりません。YUMEGURI_RESOURCES に Resources フォルダを指定してください"
        case .notAnAreaID(let text): "「\(text)」は温泉地の id ではありません (aist-NNNN。`yumeguri search 名前` で id がわかります)"
        case .notInCatalog(let id): "\(id) はカタログにありません"
        case .deskFacilityNotInCatalog(let id):
            "--facility \(id): その施設はカタログにありません (`yumeguri search 名前` で id がわかります)。何も確認・使用していません"
        case .cannotWriteFile(let file, let reason): "\(file): 書き込めません: \(reason)"
        case .cannotWriteStandardOutput(let reason): "標準出力に書き込めません: \(reason)"
        case .fileSizeLimit: "ファイルサイズの上限 (ulimit -f) を超えます"
        case .dateFormat(let option, let text): "\(option): 「\(text)」は YYYY-MM-DD の形の日付ではありません"
        case .noSuchDay(let option, let text): "\(option): \(text) という日はありません"
        case .limitNegative: "--limit に負の数は使えません"
        case .unknownSpringType(let name, let choices): "泉質の分類「\(name)」はありません。次のどれかです: \(choices)"
        case .unknownPrefecture(let name): "都道府県「\(name)」はありません。名前、略称、ローマ字かコードで指定してください (群馬、gunma、10)"
        case .unknownRegion(let name): "地方「\(name)」はありません。名前で指定してください (関東、九州 …)"
        case .headerName: "名前"
        case .headerReading: "読み"
        case .headerPrefecture: "都道府県"
        case .headerTemperature: "泉温"
        case .headerSpringType: "泉質"
        case .alsoKnownAs(let name): " (別名 \(name))"
        case .areasShown(let shown, let total): "\(total) か所中 \(shown) か所"
        case .queryCut(let limit): "検索語は \(limit) 文字で切りました"
        case .favouritesCount(let n): "お気に入り \(n) 件"
        case .visitsSummary(let visits, let areas, let prefectures, let total):
            "訪問 \(visits) 回 · \(areas) か所 · 都道府県 \(prefectures)/\(total)"
        case .exportedVisits(let n, let file): "記録 \(n) 件を \(file) に書き出しました"
        case .checkingRows(let rows): "\(rows) 行を確認中…"
        case .importingRows(let done, let total): "\(total) 件中 \(done) 件を取り込み中…"
        case .importedVisits(let added, let total, let already):
            "記録 \(total) 件中 \(added) 件を取り込みました (\(already) 件は記録済み)"
        case .nothingToChangeVisit: "変えるものがありません: --date、--rating か --note を指定してください"
        case .visitEdited(let line): "直しました: \(line)"
        case .visitDeleted(let line): "削除しました: \(line)"
        case .yearOutOfRange: "--year は 1900 から 9999 までの年です"
        case .statsTitle(let year): year.map { "湯めぐりの記録 \($0)年" } ?? "湯めぐりの記録 全期間"
        case .statsCounts(let visits, let areas, let prefectures, let totalPrefectures, let types, let totalTypes):
            "訪問 \(visits) 回 · \(areas) か所 · 都道府県 \(prefectures)/\(totalPrefectures) · 泉質 \(types)/\(totalTypes)"
        case .statsUnknownAreas(let n): "(訪れた \(n) か所はこのカタログにありません: 訪問と場所の数にだけ数えます)"
        case .statsByMonth(let list): "月別: \(list)"
        case .monthCount(let month, let visits): "\(month)月 \(visits)"
        case .statsByYear(let list): "年別: \(list)"
        case .statsSpringTypes(let list): "泉質 (か所/回): \(list)"
        case .statsPrefecturesHeader: "都道府県 (回、か所):"
        case .noConfigFile(let path): "\(path): 設定ファイルはありません。既定値を使います (`yumeguri config default` で見本を表示)"
        case .configOK(let path, let rebound): "\(path): 問題なし (キーの割り当て変更 \(rebound) 件)"
        case .doctorDataDirectory(let path): "データフォルダ: \(path)"
        case .doctorNoUserDatabase: "ユーザーデータベース: まだありません (最初のお気に入り、記録かアカウントで作られます)"
        case .doctorUserDatabaseOK(let applied, let known, let size):
            "ユーザーデータベース: 問題なし (整合性チェック合格。スキーマ \(known) 段階中 \(applied) 段階、\(size))"
        case .doctorUserDatabaseProblem(let problem): "ユーザーデータベース: \(problem)"
        case .doctorKeyOK: "チケットの署名鍵: 問題なし (0600)"
        case .doctorKeyReadableByOthers(let mode, let path): "チケットの署名鍵: ほかのユーザーが読めます (モード \(mode))。chmod 600 \(path)"
        case .doctorKeyMissing(let path, let codes):
            "チケットの署名鍵: ありません (\(path))。この鍵で署名したチケットと手形が \(codes) 枚あります。"
                + "バックアップから戻してください (16 進 64 桁、chmod 600)。新しい鍵は作りません"
        case .doctorTemporaryFiles(let n, let names):
            "一時ファイル: \(n) 個 (\(names))。終わったプロセスのものは次の起動で消します"
        case .doctorRunRepair: "`yumeguri doctor --repair` で写しを残し、読める行からすべて作り直せます"
        case .doctorRepairFailed(let reason): "修復できませんでした。何も置き換えていません: \(reason)"
        case .doctorKeptCopy(let paths): "写しを残しました: \(paths)"
        case .doctorNothingToCopy: "写しを残しました: (写すものはありません)"
        case .doctorNothingReadable: "古いファイルから読めるものはありませんでした。新しいデータベースは空です"
        case .doctorTableKept(let table, let kept): "  \(table): \(kept) 行を残しました"
        case .doctorTableUnreadable(let table, let kept): "  \(table): \(kept) 行を残しました。表を読めませんでした"
        case .doctorTableRowsUnreadable(let table, let kept, let rows): "  \(table): \(kept) 行を残しました。読めない行の id: \(rows)"
        case .doctorRebuilt(let path): "ユーザーデータベースを作り直しました: \(path)"
        case .dayPlansOK: "プラン: 問題なし"
        case .dayPlansUnreadable(let reason): "プラン: 読めません: \(reason)"
        case .catalogBuilt(let path, let areas, let ms, .none): "構築しました: \(path) — \(areas) か所、\(ms) ms"
        case .catalogBuilt(let path, let areas, let ms, .built(let index)):
            "構築しました: \(path) — \(areas) か所、\(ms) ms。検索索引 \(index) ms"
        case .catalogBuilt(let path, let areas, let ms, .upToDate):
            "構築しました: \(path) — \(areas) か所、\(ms) ms。検索索引は最新"
        case .catalogUpToDate(let path, let areas, let ms, .none): "最新です: \(path) — \(areas) か所、\(ms) ms"
        case .catalogUpToDate(let path, let areas, let ms, .built(let index)):
            "最新です: \(path) — \(areas) か所、\(ms) ms。検索索引 \(index) ms"
        case .catalogUpToDate(let path, let areas, let ms, .upToDate):
            "最新です: \(path) — \(areas) か所、\(ms) ms。検索索引は最新"
        case .rowsSkippedSeeCheck(let n): "不正な行 \(n) 行を飛ばしました — `yumeguri catalog check` を見てください"
        case .catalogChecked(let path, let areas, let skipped): "\(path): \(areas) か所、飛ばした行 \(skipped) 行"
        case .andMore(let n): "  … ほか \(n) 件"
        case .synthCountRange: "--count は 1 から 5,000,000 までです"
        case .synthNoBundledCatalog: "合成カタログの元にする同梱カタログが見つかりません"
        case .synthWrote(let n, let folder): "合成した \(n) か所を \(folder) に書きました"
        }
    }
}
