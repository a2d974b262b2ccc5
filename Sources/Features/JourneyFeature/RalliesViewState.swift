import Entities
import Widgets

/// What the rally list shows: the rallies with their progress (read from `RallyStore`, never
/// copied) and where the selection is.
public struct RalliesViewState: Equatable, Sendable {
    public var isLoaded: Bool
    /// Closest to done first.
    public var rows: [RallyProgress]
    public var viewport: ListViewport
    public var errorMessage: String?

    public init(isLoaded: Bool = false, rows: [RallyProgress] = [], viewport: ListViewport = ListViewport(),
                errorMessage: String? = nil) {
        self.isLoaded = isLoaded
        self.rows = rows
        self.viewport = viewport
        self.errorMessage = errorMessage
    }

    public var selected: RallyProgress? { rows.indices.contains(viewport.selection) ? rows[viewport.selection] : nil }
}
