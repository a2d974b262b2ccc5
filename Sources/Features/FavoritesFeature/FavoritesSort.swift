import Entities
import Localization

/// The orders `s` cycles through on the Favorites tab.
public enum FavoritesSort: CaseIterable, Equatable, Sendable {
    case mine, reading, prefecture, recentlyAdded

    public var label: String {
        switch self {
        case .mine: FavoritesText.sortMine.text
        case .reading: FavoritesText.sortReading.text
        case .prefecture: FavoritesText.sortPrefecture.text
        case .recentlyAdded: FavoritesText.sortRecentlyAdded.text
        }
    }

    public var next: FavoritesSort {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }

    /// Sorts rows that start in the user's order; ties keep that order.
    func apply(_ rows: [FavoriteRow]) -> [FavoriteRow] {
        let ranked = rows.enumerated().map { ($0.offset, $0.element) }
        let sorted: [(Int, FavoriteRow)] = switch self {
        case .mine: ranked
        case .reading: ranked.sorted { ($0.1.sortReading, $0.0) < ($1.1.sortReading, $1.0) }
        case .prefecture: ranked.sorted { ($0.1.prefectureCode, $0.0) < ($1.1.prefectureCode, $1.0) }
        case .recentlyAdded: ranked.sorted { ($0.1.addedAt, $1.0) > ($1.1.addedAt, $0.0) }
        }
        return sorted.map(\.1)
    }
}
