extension DataStoreText {
    var ja: String {
        switch self {
        case .readOnly: "ファイルかそのフォルダが読み取り専用です"
        case .diskFull: "ディスクがいっぱいです"
        case .cannotOpen: "開けません (フォルダはありますか。書き込めますか)"
        case .permissionDenied: "権限がありません"
        case .inputOutputError: "ディスクが入出力エラーを報告しました"
        case .cannotBuildCatalogThere(let reason): "そこにカタログを構築できません: \(reason)"
        case .catalogBuildFailed(let error): "カタログを構築できませんでした: \(error)"
        case .idempotencyKeyOfAnotherAccount: "この注文の冪等キーは別のアカウントが使っています。何も購入していません"
        case .catalogBuildStopped: "カタログの構築が止められました"
        case .firstPageFailed(let error): "一覧の最初のページを保存できませんでした: \(error)"
        case .notARegularDatabaseFile: "通常のファイルではありません (FIFO、デバイスかフォルダ)。別の場所に移してください"
        case .emptyDatabase: "空です (0 バイト)。ディスクがいっぱいになったか、コピーの途中で切れたのかもしれません"
        case .notSQLite: "SQLite のデータベースではありません"
        case .reportedCorrupt(let message): "SQLite が壊れていると報告しました (\(message))"
        case .busy(let path): "ほかの yumeguri が \(path) を 5 秒より長く使っていました。もう一度試してください"
        case .nothingToRepair: "修復するユーザーデータベースがありません"
        case .cannotOpenLock(let path, let reason): "ロックファイル \(path) を開けません: \(reason)"
        case .cannotLock(let path, let reason): "\(path) をロックできません: \(reason)"
        case .lockHeld(let path, let duration): "ほかのプロセスが \(path) を \(duration) より長く握っています"
        case .importBatchGone(let batch): "取り込みのバッチ \(batch) がなくなりました"
        case .cannotCreateFolder(let path, let reason): "\(path) を作れません: \(reason)"
        case .throughOthersLink(let link, let owner):
            "ほかのユーザー (uid \(owner)) のシンボリックリンク \(link) を通っています。データの行き先はそのユーザーが決められます。"
                + "そのリンクを通らない自分のフォルダを --data-dir に指定してください"
        case .isAFile(let path): "\(path) はフォルダではなくファイルです"
        case .parentWritableByAnyone(let path, let mode):
            "親フォルダ \(path) はスティッキービットなしで誰でも書き込めます (モード \(mode))。データフォルダを別のものに"
                + "差し替えられるおそれがあります。自分だけが書き込めるフォルダの下を使ってください"
        case .othersFolder(let owner, let user):
            "ほかのユーザーのフォルダです (uid \(owner)。あなたは uid \(user))。yumeguri はほかのユーザーのフォルダを変えません。"
                + "自分のフォルダを --data-dir に指定してください (ないフォルダは非公開で作ります)"
        case .sharedFolder(let mode, let suggestion):
            "ほかの人も書き込める共有フォルダ (モード \(mode)、/tmp など) で、アカウントとチケットを置くことになります。"
                + "その中の新しいフォルダを --data-dir に指定してください。例 \(suggestion) (非公開で作ります)。yumeguri は共有フォルダの権限を変えません"
        case .othersCanWrite(let mode, let path):
            "ほかの人が書き込めます (モード \(mode))。アカウントとチケットを置くことになります。yumeguri は権限を変えません: "
                + "chmod 700 \(path) を実行するか、新しいフォルダを --data-dir に指定してください (非公開で作ります)"
        case .readOnlyFolder(let mode, let path):
            "読み取り専用です (モード \(mode))。yumeguri は書き込めるようにはしません: chmod u+w \(path) を実行するか、別のフォルダを --data-dir に指定してください"
        case .notWritable(let reason): "書き込めません: \(reason)"
        }
    }
}
