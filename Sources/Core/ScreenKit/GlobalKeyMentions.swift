import TerminalKit

/// The shell's global keys that any screen's text may name ("press Esc to go back"): every screen
/// has them, so they are named once here. A key of one feature's screen named by another feature
/// is declared in the feature whose text names it (`SearchKeyMentions`, …), never here: Core does
/// not know the features' tables. `AppWiringTests` checks each against the table that owns it.
extension KeyMention {
    public static let searchTab = KeyMention(scope: "global", action: "tab.search", defaultKey: .character("1"))
    public static let mapTab = KeyMention(scope: "global", action: "tab.map", defaultKey: .character("2"))
    /// Back, for a screen that has no back key of its own.
    public static let back = KeyMention(scope: "global", action: "back", defaultKey: .escape)

    /// The global mentions, for the app's test.
    public static let global: [KeyMention] = [searchTab, mapTab, back]
}
