import Entities
import Foundation
import Widgets

/// One row of the favourites list: the favourite with what the catalog knows about it.
public struct FavoriteRow: Equatable, Sendable, Identifiable {
    public var id: FacilityID
    public var name: String
    public var reading: String
    public var romaji: String
    public var prefectureCode: String
    public var prefectureName: String
    public var temperatureText: String
    public var springType: String?
    public var addedAt: Date
    public var visitCount: Int

    /// The reading when the catalog has one, else the name: what "name reading" order sorts by.
    var sortReading: String { reading.isEmpty ? name : reading }

    func matches(_ query: String) -> Bool {
        guard !query.isEmpty else { return true }
        let needle = query.lowercased()
        return [name, reading, romaji.lowercased(), prefectureName, id.rawValue].contains { $0.contains(needle) }
    }
}

/// Everything the Favorites tab shows.
public struct FavoritesViewState: Equatable, Sendable {
    public enum Focus: Equatable, Sendable { case list, filter }

    /// A removal that `u` can still undo.
    public struct PendingUndo: Equatable, Sendable {
        public var favorite: Favorite
        public var name: String
    }

    public var isLoaded = false
    public var focus: Focus = .list
    public var sort: FavoritesSort = .mine
    public var filter = TextFieldState(maxLength: 64)
    public var viewport = ListViewport()
    /// The rows shown, after filter and sort (filled when drawing).
    public var rows: [FavoriteRow] = []
    /// How many favourites there are before the filter.
    public var total = 0
    public var undo: PendingUndo?
    public var notice: String?

    public init() {}

    public var selectedRow: FavoriteRow? { rows.indices.contains(viewport.selection) ? rows[viewport.selection] : nil }
}
