@testable import DetailFeature
import TerminalKit
import Testing
import Widgets

/// Issue 22 item 13: at 80 columns the detail's bar offers the keys users look for — favourite,
/// visit, the nearby list — not only the first four of its table.
@MainActor
@Suite struct DetailStatusHintTests {
    @Test func favouriteVisitAndNearbyAreInTheBarAt80Columns() {
        let global = [KeyHelp(keys: "?", summary: "ヘルプ help", isStatusHint: true),
                      KeyHelp(keys: "Esc q", summary: "戻る back", isStatusHint: true)]
        let screen = DetailScreen.keyMap.help + DetailScreen.nearbyKey.help
        let keys = StatusBar.layout(screen: screen, global: global, width: 80).map(\.key)
        for key in ["t", "f", "v", "n", "m", "?", "Esc"] { #expect(keys.contains(key), "\(key) missing from \(keys)") }
    }
}
