import Entities

/// Everything the stamp map draws: Japan's prefectures as runs of shaded cells (derived when the
/// log, the catalog or the size changes, and when the selection moves), the legend and the
/// selected prefecture's numbers.
public struct StampMapViewState: Equatable, Sendable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isLoaded == rhs.isLoaded && lhs.rows == rhs.rows && lhs.inset == rhs.inset && lhs.scale == rhs.scale
            && lhs.ranking.elementsEqual(rhs.ranking) { $0 == $1 } && lhs.mapRight == rhs.mapRight
            && (lhs.visitedPrefectures, lhs.totalPrefectures, lhs.visits, lhs.areas) == (rhs.visitedPrefectures, rhs.totalPrefectures, rhs.visits, rhs.areas)
            && (lhs.selectedName, lhs.selectedVisits, lhs.selectedAreas) == (rhs.selectedName, rhs.selectedVisits, rhs.selectedAreas)
            && lhs.outlineError == rhs.outlineError
    }

    public var isLoaded = false
    /// Row by row, the runs of cells of one shade (the sea is left out).
    var rows: [[ShadeRun]] = []
    public var scale = ShadeScale(maximum: 0)
    public var visitedPrefectures = 0
    public var totalPrefectures = 47
    public var visits = 0
    public var areas = 0
    /// `群馬県`, its visits and areas.
    public var selectedName = ""
    public var selectedVisits = 0
    public var selectedAreas = 0
    /// 沖縄 when the map leaves it out (drawn as an inset): its shade and whether it is selected.
    var inset: ShadeRun?
    /// The most visited prefectures, most first, beside the map where there is room.
    public var ranking: [(name: String, visits: Int)] = []
    /// The first column right of Japan, for the ranking.
    public var mapRight = 0
    /// Why there is no map (the outline files are missing or damaged); the numbers still show.
    public var outlineError: String?

    public init() {}
}
