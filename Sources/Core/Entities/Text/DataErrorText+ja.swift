extension DataErrorText {
    public var ja: String {
        switch self {
        case .missingCatalogFile(let path): "カタログのデータファイルがありません: \(path)"
        case .malformedRow(let file, let line, let reason): "\(file):\(line): \(reason)"
        case .cannotUseDataDirectory(let path, let reason): "データフォルダ \(path) を使えません: \(reason)"
        case .databaseError(let message): "データベースのエラー: \(message)"
        case .noSuchArea(let id): "id \(id) の温泉地はありません"
        case .checkingCatalog: "カタログを確認中…"
        case .readingData: "データを読み込み中…"
        case .indexing: "索引を作成中…"
        case .done: "完了"
        case .buildingCatalog(let completed, let total): "カタログを構築中… \(completed)/\(total)"
        case .invalidVisit(let reason): "記録できません: \(reason)"
        case .badImportRow(let line, let reason): "\(line) 行目: \(reason) (何も取り込んでいません)"
        case .damaged(let path, let problem):
            "\(path) は壊れています: \(problem)。何も変えていません。`yumeguri doctor` で確かめ、`yumeguri doctor --repair` で写しを残して読める行から作り直せます。"
        case .newerSchema(let path, let writtenBy, let migration, let version):
            "\(path) は \(writtenBy ?? "新しい yumeguri") が書いたものです (スキーマの段階「\(migration)」を yumeguri \(version) は知りません)。何も変えていません: その版を使うか、ファイルを別の場所に移して新しく始めてください。"
        case .importFile(let path, let reason): "\(path) を読めません: \(reason)"
        case .invalidPlan(let reason): "プランを保存できません: \(reason)"
        case .noSuchVisit(let id): "記録 \(id) はありません (`yumeguri visits --json` で id を一覧できます)"
        case .doesNotExist: "ありません"
        case .permissionDenied: "権限がありません (ls -l で持ち主とモードを確かめてください)"
        case .readOnlyFileSystem: "ファイルシステムが読み取り専用です"
        case .diskFull: "ディスクがいっぱいです"
        case .isAFolder: "ファイルではなくフォルダです"
        case .pathThroughFile: "パスの途中がフォルダではなくファイルです"
        case .alreadyExists: "そこには別のものがすでにあります"
        case .pathTooLong: "パスが長すぎます"
        case .linkLoop: "パスのシンボリックリンクが循環しています"
        case .inputOutputError: "ディスクが入出力エラーを報告しました"
        case .notUTF8: "UTF-8 のテキストではありません"
        }
    }
}
