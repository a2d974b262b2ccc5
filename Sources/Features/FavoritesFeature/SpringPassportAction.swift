import Widgets

/// Everything the user can do on the 泉質 passport.
public enum SpringPassportAction: Sendable, Equatable {
    case nextType, previousType
    /// Into the list of the selected type's areas not yet visited, and back out of it.
    case focusAreas, leaveAreas
    case move(ListMove)
    case open
    case showList, showMap, showCalendar
}
