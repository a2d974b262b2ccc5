import MapCore

/// Everything the user can do on the map.
public enum MapAction: Sendable, Equatable {
    case pan(PanDirection)
    case zoomIn, zoomOut
    /// Back to all of Japan.
    case reset
    /// Focus the next / previous area in the nearest list (by distance from the centre).
    case nextMarker, previousMarker
    /// Open the focused area's detail.
    case open
    case toggleBorders
    /// List the areas in view on the search tab (地図検索), with the other filters kept.
    case searchThisArea
}
