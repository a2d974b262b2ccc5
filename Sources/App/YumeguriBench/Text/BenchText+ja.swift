extension BenchText {
    var ja: String {
        switch self {
        case .sizeLike(let option): "\(option) には 120x40 のように 60x16 以上の端末の大きさを指定してください"
        case .mustBePositive(let option): "\(option) には 1 以上の数を指定してください"
        case .zeroOrMore(let option): "\(option) には 0 以上の数を指定してください"
        case .adultsRange(let maximum): "--adults には 1〜\(maximum) を指定してください"
        case .formatCSVOrJSON: "--format は csv か json です"
        case .commandAfterDashes: "測るコマンドを -- の後に書いてください"
        case .cannotStart(let command, let reason): "\(command) を起動できません: \(reason)"
        case .cannotMakePipe(let reason): "パイプを作れません: \(reason)"
        case .cannotStartLockHolder: "ロックを握るプロセスを起動できません"
        case .signInFailed(let bench, let email, let reason): "\(bench): \(email) でサインインできません: \(reason)"
        case .noAdultTicket(let facility): "bench purchase: \(facility) には大人の入浴券がありません"
        case .orderFailed(let index, let key, let reason): "bench purchase: 注文 \(index) (キー \(key)): \(reason)"
        case .noSuchArea(let id): "このカタログに \(id) の地域はありません"
        case .passNeedsTwoAreas: "bench pass: --areas には 2 つ以上の地域が必要です"
        case .passFailed(let index, let reason): "bench pass: 手形 \(index): \(reason)"
        case .orderHasNoPass(let order): "bench pass: 注文 \(order) に手形がありません"
        case .cannotSignPass(let reason): "bench pass: 手形に署名できません: \(reason)"
        case .cannotWrite(let path): "\(path) に書き込めません"
        case .searchIndex(let areas, let stored, let milliseconds):
            "地域 \(areas) 件  索引\(stored ? "をカタログから読み込み" : "を作成"): \(milliseconds) ms"
        case .peakMemory(let mebibytes): "最大メモリ: \(mebibytes) MiB"
        case .quality(let kanji, let passed, let total, let percent):
            "\(kanji ? "漢字表記 (1 位)" : "かなとローマ字 (3 位以内)"): \(total) 件中 \(passed) 件 (\(percent)%)"
        case .fuzzSummary(let seed, let events, let sessions, let failures, let milliseconds):
            "fuzz: シード \(seed)、イベント \(events)、セッション \(sessions)、クラッシュ 0、不変条件の違反 \(failures)、\(milliseconds) ms"
        case .layoutSummary(let frames, let problems): "レイアウト: \(frames) 画面、問題 \(problems) 件"
        case .keysAlone(let count): "== キーから画面まで、単独 (各 \(count) 回)"
        case .keysWhileLocked(let seconds): "== 別のプロセスが書き込みロックを \(seconds) 秒握っている間のキーから画面まで"
        case .favouriteWritesAllDone: "待っているお気に入りの書き込み: 失敗なし"
        case .favouriteWriteFailed(let reason): "待っているお気に入りの書き込み: \(reason)"
        case .visitLogOpened(let visits, let milliseconds): "== 訪問 \(visits) 件の記録: 開いて描くまで \(milliseconds) ms"
        case .mapCatalog(let areas, let folder, let milliseconds): "カタログ: \(folder) の \(areas) 地域、読み込み \(milliseconds) ms"
        case .mapNote(let message): "注: \(message)"
        case .mapSummary(let markers, let width, let height, let keys, let zoomFrom, let zoomTo):
            "map-bench: マーカー \(markers) 個、端末 \(width)×\(height)、キー \(keys) 回 (ズーム \(zoomFrom)…\(zoomTo))"
        case .framesUnderBudget: "全画面 16 ms 未満"
        case .framesOverBudget(let over, let total): "\(total) 画面中 \(over) 画面が 16 ms 超"
        case .picturesSummary(let visits, let areas, let width, let height, let load, let count):
            "図: 訪問 \(visits) 件、地域 \(areas) 件、\(width)×\(height)。記録とカタログの読み込み \(load) ms、集計 (変更ごとに 1 回、メインアクターの外) \(count) ms"
        case .pictureFramesUnderBudget: "図の全画面 16 ms 未満"
        case .pictureFramesOverBudget(let over, let total): "図の \(total) 画面中 \(over) 画面が 16 ms 超"
        case .purchases(let count, let created, let existing, let seconds):
            "購入 \(count) 件 (新規 \(created)、既存 \(existing))、\(seconds) 秒"
        }
    }
}
