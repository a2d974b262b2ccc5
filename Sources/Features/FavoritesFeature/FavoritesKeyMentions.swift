import TerminalKit

/// Keys of other features' screens that this feature's texts name, as the config file names them
/// (table and action) with their default key: the features never import each other. `FavoritesKeyMentions.all`
/// lets the app's test check each against the table that owns it (AppWiringTests/KeyMentionTests).
extension KeyMention {
    static let favouriteInSearch = KeyMention(scope: "search", action: "toggleFavorite", defaultKey: .character("f"))
    static let favouriteOnDetail = KeyMention(scope: "detail", action: "toggleFavorite", defaultKey: .character("f"))
    static let recordVisitOnDetail = KeyMention(scope: "detail", action: "recordVisit", defaultKey: .character("v"))
}

public enum FavoritesKeyMentions {
    public static let all: [KeyMention] = [.favouriteInSearch, .favouriteOnDetail, .recordVisitOnDetail]
}
