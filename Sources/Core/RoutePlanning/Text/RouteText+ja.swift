import Entities

extension RouteText {
    public var ja: String {
        switch self {
        case .closedDay(let weekday): "定休日(\(weekday))"
        case .notYetOpen(let opens): "開店前 \(opens)から"
        case .alreadyClosed(let closed): "営業終了 \(closed)"
        case .closedDayShort(let weekday): "定休日(\(weekday))"
        case .notYetOpenShort(let opens): "開店前 \(opens)から"
        case .alreadyClosedShort(let closed): "営業終了 \(closed)"
        case .openUntil(let closes): "営業中 \(closes)まで"
        case .openUntilShort(let closes): "営業中 〜\(closes)"
        case .closesDuringStay(let closes, let minutes): "\(closes)閉店 (到着から\(minutes)分)"
        case .closesDuringStayShort(let closes, let minutes): "\(closes)閉店 (\(minutes)分)"
        case .fixSplit: "日程を分ける"
        case .fixReorder: "並べ替え"
        case .fixDrop: "外す"
        case .fixMoveToDay(let day): "\(day)日目へ移す"
        case .fixSwitchMode(let mode): "\(TravelModeText.mode(mode).ja)に切り替え"
        case .warnClosingDay(let bath, let arrival): "\(bath): \(arrival)着、定休日"
        case .warnAfterClosing(let bath, let arrival, let closed): "\(bath): \(arrival)着、\(closed)閉店"
        case .warnBeforeOpening(let bath, let arrival, let opens): "\(bath): \(arrival)着、\(opens)開店"
        case .warnLongWalk(let bath, let distance, let limit): "\(bath)まで徒歩 \(distance) (上限 \(limit) km)"
        case .warnTravelOverLimit(let minutes, let limit): "移動 \(minutes)分 > 1日の上限 \(limit)分"
        case .warnAfterMidnight(let end): "終了 \(end) 翌日"
        case .warnPastWindow(let end, let limit): "終了 \(end) > \(limit)"
        case .defaultTitle: "湯めぐり"
        case .planHeading(let title, let mode, let stops, let distance, let factor, let travel, let stay):
            "\(title) · \(mode) · \(stops)か所 · \(distance) (道のり推定 ×\(factor)) · 移動 \(travel)分 · 滞在 各\(stay)分"
        case .planStart(let date, let weekday, let clock): "出発  \(date) (\(weekday)) \(clock)"
        case .planEnd(let clock): "到着  \(clock)"
        case .otherDay(let weekday, let day): "(\(weekday)·\(day)日)"
        case .legStartHere: "ここから出発"
        case .leg(let distance, let minutes): "+\(distance) \(minutes)分"
        case .closedOnArrival(let stops): "⚠ 到着時に休業 \(stops)か所"
        case .tripHeading(let title, let days, let from, let to, let distance, let travel):
            "\(title) · \(days)日間 · \(from)–\(to) · \(distance) · 移動 \(travel)分"
        case .dayTitle(let day): "\(day)日目"
        case .dayHeading(let day, let heading): "── \(day)日目 · \(heading) ──"
        case .base(let name, let id): "宿: \(name) [\(id)]"
        case .exportStart: "出発"
        case .exportLastBase: "前夜の宿"
        case .exportDay(let day, let date, let heading): "\(day)日目 \(date) \(heading)"
        }
    }
}
