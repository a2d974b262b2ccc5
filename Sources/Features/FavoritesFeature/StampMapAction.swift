/// Everything the user can do on the stamp map (スタンプ地図).
public enum StampMapAction: Sendable, Equatable {
    case next, previous
    /// The prefecture under a click, by its JIS code.
    case select(Int)
    case showList, showCalendar, showPassport
}
