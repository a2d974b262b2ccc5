import Widgets

/// Everything the user can do on a trip's timetable (one day at a time).
public enum PlanAction: ListAction, Equatable {
    case move(ListMove)
    case open
    case moveStopDown, moveStopUp, removeStop
    /// The focused bath to the day before / after (a new last day when there is none after).
    case moveStopToPreviousDay, moveStopToNextDay
    /// Orders the day's stops by the shortest route.
    case optimise
    /// Reorders so fewer baths are closed when reached; drops the ones still closed.
    case reorderAroundClosures, dropClosed
    case toggleMode
    /// The day in view's start, 30 minutes later / earlier.
    case laterStart, earlierStart
    case longerStay, shorterStay
    /// The trip starts at the focused bath; again on the start, back to the first stop.
    case startHere
    /// The night of the day in view at the focused bath's area; again, by the last bath.
    case baseHere
    /// The trip's dates a day / a week later or earlier.
    case nextDate, previousDate, nextWeek, previousWeek
    /// The day in view.
    case nextDay, previousDay
    /// An empty day after the one in view; the day in view dropped (its baths join a neighbour).
    case addDay, dropDay
    /// Split the trip's baths into days again, as few as fit.
    case split
    /// Takes the suggested fix of the day's first warning.
    case fix
    case showMap
    /// The day in view's tickets in one order (issue 31 §7).
    case buyDay
    /// A plain-text summary to the clipboard (OSC 52).
    case copySummary
    case rename
    case name(TextFieldAction), commitName, cancelName
}
