import Entities

extension RouteText {
    public var en: String {
        switch self {
        case .closedDay(let weekday): "closing day (\(weekday))"
        case .notYetOpen(let opens): "not open yet, opens at \(opens)"
        case .alreadyClosed(let closed): "closed at \(closed)"
        case .closedDayShort(let weekday): "closed (\(weekday))"
        case .notYetOpenShort(let opens): "opens \(opens)"
        case .alreadyClosedShort(let closed): "closed \(closed)"
        case .openUntil(let closes): "open until \(closes)"
        case .openUntilShort(let closes): "open to \(closes)"
        case .closesDuringStay(let closes, let minutes): "closes at \(closes), \(minutes) min after arrival"
        case .closesDuringStayShort(let closes, let minutes): "closes \(closes) (\(minutes) min)"
        case .fixSplit: "split into days"
        case .fixReorder: "reorder"
        case .fixDrop: "drop"
        case .fixMoveToDay(let day): "move to day \(day)"
        case .fixSwitchMode(let mode): "switch to \(TravelModeText.mode(mode).en)"
        case .warnClosingDay(let bath, let arrival): "\(bath): arrives at \(arrival) on its closing day"
        case .warnAfterClosing(let bath, let arrival, let closed): "\(bath): arrives at \(arrival), after it closes at \(closed)"
        case .warnBeforeOpening(let bath, let arrival, let opens): "\(bath): arrives at \(arrival), before it opens at \(opens)"
        case .warnLongWalk(let bath, let distance, let limit): "A walk of \(distance) to \(bath), longer than \(limit) km"
        case .warnTravelOverLimit(let minutes, let limit): "\(minutes) min of travel, over the day's limit of \(limit) min"
        case .warnAfterMidnight(let end): "The day ends after midnight, at \(end)"
        case .warnPastWindow(let end, let limit): "The day ends at \(end), later than \(limit)"
        case .defaultTitle: "Onsen trip"
        case .planHeading(let title, let mode, let stops, let distance, let factor, let travel, let stay):
            "\(title) · \(mode) · \(stops == 1 ? "1 stop" : "\(stops) stops") · \(distance) (road estimate ×\(factor)) · "
                + "\(travel) min travel · \(stay) min stay each"
        case .planStart(let date, let weekday, let clock): "Start  \(date) (\(weekday)) \(clock)"
        case .planEnd(let clock): "End  \(clock)"
        case .otherDay(let weekday, let day): "(\(weekday) \(day))"
        case .legStartHere: "start here"
        case .leg(let distance, let minutes): "+\(distance) \(minutes) min"
        case .closedOnArrival(let stops): stops == 1 ? "⚠ 1 stop closed on arrival" : "⚠ \(stops) stops closed on arrival"
        case .tripHeading(let title, let days, let from, let to, let distance, let travel):
            "\(title) · \(days == 1 ? "1 day" : "\(days) days") · \(from)–\(to) · \(distance) · \(travel) min travel"
        case .dayTitle(let day): "Day \(day)"
        case .dayHeading(let day, let heading): "── Day \(day) · \(heading) ──"
        case .base(let name, let id): "Base: \(name) [\(id)]"
        case .exportStart: "Start"
        case .exportLastBase: "Last night's base"
        case .exportDay(let day, let date, let heading): "Day \(day) \(date) \(heading)"
        }
    }
}
