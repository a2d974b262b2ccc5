/// Everything the user can do on the calendar of visits.
public enum VisitCalendarAction: Sendable, Equatable {
    case previousYear, nextYear, thisYear
    case showList, showMap, showPassport
}
