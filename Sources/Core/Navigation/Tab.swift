import Localization

/// The five tabs of PRODUCT.md, in order; each keeps its own history.
public enum Tab: Int, CaseIterable, Hashable, Codable, Sendable {
    case search = 1, map, favorites, tickets, account

    /// The tab's name in the language in force (`検索` / `Search`).
    public var title: String { NavigationText.tab(self).text }

    public var root: Destination {
        switch self {
        case .search: .search
        case .map: .map(focus: nil)
        case .favorites: .favorites
        case .tickets: .tickets
        case .account: .account
        }
    }

    public var next: Tab { Tab(rawValue: rawValue % 5 + 1) ?? .search }
    public var previous: Tab { Tab(rawValue: (rawValue + 3) % 5 + 1) ?? .search }
}
