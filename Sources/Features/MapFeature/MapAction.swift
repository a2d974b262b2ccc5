import MapCore

/// Everything the user can do on the map.
public enum MapAction: Sendable, Equatable {
    case pan(PanDirection)
    /// The map dragged by the mouse this many cells (right and down are positive).
    case drag(dx: Int, dy: Int)
    case zoomIn, zoomOut
    /// Back to all of Japan.
    case reset
    /// Focus the next / previous area in the nearest list (by distance from the centre).
    case nextMarker, previousMarker
    /// Focus the area on this row of the nearest list (a click on it; 0-based).
    case selectNearest(Int)
    /// Open the focused area's detail.
    case open
    case toggleBorders
    /// List the areas in view on the search tab (地図検索), with the other filters kept.
    case searchThisArea
    /// A day plan of the areas in view (the nearest to the centre first).
    case planView
    /// Adds the focused area to the active day plan.
    case addToPlan
    /// On a rally's or a plan's map: the next / previous numbered stop (and the leg to it).
    case nextStop, previousStop
    /// On a trip's map: the next / previous day's route.
    case nextDay, previousDay
}
