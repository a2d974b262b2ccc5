import TerminalKit

/// Keys of other features' screens that this feature's texts name, as the config file names them
/// (table and action) with their default key: the features never import each other. `WalletKeyMentions.all`
/// lets the app's test check each against the table that owns it (AppWiringTests/KeyMentionTests).
extension KeyMention {
    static let buyTicketOnDetail = KeyMention(scope: "detail", action: "buyTicket", defaultKey: .character("t"))
}

public enum WalletKeyMentions {
    public static let all: [KeyMention] = [.buyTicketOnDetail]
}
