import Entities
import Foundation
import UseCases
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

    /// The text as it is, or the place as the search matches it (`places`, see `PlaceFilter`:
    /// romaji, kana, the prefecture's reading), once the catalog's index is ready.
    func matches(_ query: String, places: PlaceFilter?) -> Bool {
        guard !query.isEmpty else { return true }
        let needle = query.lowercased()
        return [name, reading, romaji.lowercased(), prefectureName, id.rawValue].contains { $0.contains(needle) }
            || places?.keeps(id) == true
    }
}

/// Everything the Favorites tab shows: the screen's own fields and `content`, read from the stores.
public struct FavoritesViewState: Equatable, Sendable {
    public enum Focus: Equatable, Sendable { case list, filter }

    /// A removal that `u` can still undo.
    public struct PendingUndo: Equatable, Sendable {
        public var favorite: Favorite
        public var name: String
    }

    public var focus: Focus = .list
    public var sort: FavoritesSort = .mine
    public var filter = TextFieldState(maxLength: 64)
    public var viewport = ListViewport()
    public var undo: PendingUndo?
    public var notice: String?
    /// Favourites marked for a day plan (space), in the order they were marked.
    public var marked: [FacilityID] = []
    /// The rows as the stores have them now (read from them, never stored by the view model).
    public var content = FavoritesContent()

    public init() {}
}

/// What the Favorites tab shows that the stores own: computed from `FavoritesStore`, the visit
/// log and the catalog whenever `state` is read, never stored by the view model.
public struct FavoritesContent: Equatable, Sendable {
    /// Names come from the catalog: until it is ready the rows would show bare ids.
    public var isLoaded: Bool
    /// After filter and sort.
    public var rows: [FavoriteRow]
    /// How many favourites there are before the filter.
    public var total: Int

    public init(isLoaded: Bool = false, rows: [FavoriteRow] = [], total: Int = 0) {
        self.isLoaded = isLoaded
        self.rows = rows
        self.total = total
    }

    public func selectedRow(_ viewport: ListViewport) -> FavoriteRow? {
        rows.indices.contains(viewport.selection) ? rows[viewport.selection] : nil
    }
}
