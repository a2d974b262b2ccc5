import Entities
import TerminalKit

/// A receipt's product column: as wide as the longest product it lists (English names run to 21
/// columns, `Hot stone bath add-on`), so none is cut at 80 columns; a stored name longer than
/// any the shop sells is cut at `widest`.
enum ProductColumn {
    static let widest = 24

    static func width(of tickets: [Ticket]) -> Int {
        min(widest, tickets.map(\.productTitle.displayWidth).max() ?? 0)
    }
}
