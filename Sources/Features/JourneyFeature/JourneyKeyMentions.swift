import TerminalKit

/// Keys of other features' screens that this feature's texts name, as the config file names them
/// (table and action) with their default key: the features never import each other. `JourneyKeyMentions.all`
/// lets the app's test check each against the table that owns it (AppWiringTests/KeyMentionTests).
extension KeyMention {
    static let addToPlanInSearch = KeyMention(scope: "search", action: "addToPlan", defaultKey: .character("a"))
    static let addToPlanOnMap = KeyMention(scope: "map", action: "addToPlan", defaultKey: .character("a"))
    static let planOnMap = KeyMention(scope: "map", action: "planView", defaultKey: .character("p"))
    /// The rally screen is this feature's own; named as a mention so a plan's text follows a rebinding.
    static let planOnRally = KeyMention(scope: "rally", action: "plan", defaultKey: .character("p"))
    static let planOnFavorites = KeyMention(scope: "favorites", action: "plan", defaultKey: .character("p"))
    static let markOnFavorites = KeyMention(scope: "favorites", action: "toggleMark", defaultKey: .character(" "))
    static let recordVisitOnDetail = KeyMention(scope: "detail", action: "recordVisit", defaultKey: .character("v"))
}

public enum JourneyKeyMentions {
    public static let all: [KeyMention] = [.addToPlanInSearch, .addToPlanOnMap, .planOnMap, .planOnRally, .planOnFavorites, .markOnFavorites, .recordVisitOnDetail]
}
