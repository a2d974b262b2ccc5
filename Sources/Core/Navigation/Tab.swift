/// The five tabs of PRODUCT.md, in order; each keeps its own history.
public enum Tab: Int, CaseIterable, Hashable, Codable, Sendable {
    case search = 1, map, favorites, tickets, account

    public var japanese: String {
        switch self {
        case .search: "検索"
        case .map: "地図"
        case .favorites: "お気に入り"
        case .tickets: "チケット"
        case .account: "アカウント"
        }
    }

    public var english: String {
        switch self {
        case .search: "Search"
        case .map: "Map"
        case .favorites: "Favorites"
        case .tickets: "Tickets"
        case .account: "Account"
        }
    }

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
