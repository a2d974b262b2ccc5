import Widgets

/// Everything the user can do on a day plan's timetable.
public enum PlanAction: ListAction, Equatable {
    case move(ListMove)
    case open
    case moveStopDown, moveStopUp, removeStop
    /// Orders the stops by the shortest route.
    case optimise
    /// Reorders so fewer baths are closed when reached; drops the ones still closed.
    case reorderAroundClosures, dropClosed
    case toggleMode
    case laterStart, earlierStart
    case longerStay, shorterStay
    /// The day starts at the focused bath; again on the start, back to the first stop.
    case startHere
    case showMap
    /// A plain-text summary to the clipboard (OSC 52).
    case copySummary
}
