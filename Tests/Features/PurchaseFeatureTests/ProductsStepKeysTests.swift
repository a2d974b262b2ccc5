import Entities
import Foundation
import Navigation
import TerminalKit
import Testing
import TestSupport
@testable import PurchaseFeature
import TicketTestSupport
import Widgets

/// Issue 22 item 13 on the first purchase step: the date and product keys are offered at 80
/// columns, and `]` or `[` at the end of the allowed dates says why nothing moved.
@MainActor
@Suite struct ProductsStepKeysTests {
    static let global = [KeyHelp(keys: "?", summary: "ヘルプ help", isStatusHint: true),
                         KeyHelp(keys: "Esc q", summary: "戻る back", isStatusHint: true)]

    @Test func theDateAndProductKeysAreInTheBarAt80Columns() {
        let keys = StatusBar.layout(screen: ProductsScreen.keyMap.help, global: Self.global, width: 80).map(\.key)
        for key in ["Enter", "l", "]", "j", "?", "Esc"] { #expect(keys.contains(key), "\(key) missing from \(keys)") }
    }

    /// Issue 31 §9: a pass's first step offers no product or date key (they do nothing there).
    @Test func aPassOffersOnlyTheKeysThatAct() {
        let keys = ProductsScreen.passKeyMap.help.map(\.keys).joined(separator: " ")
        for key in ["]", "[", "j"] { #expect(!keys.split(separator: " ").contains(Substring(key)), "\(key) in \(keys)") }
        #expect(keys.contains("Enter") && keys.contains("l"))
        let bar = StatusBar.layout(screen: ProductsScreen.passKeyMap.help, global: Self.global, width: 80).map(\.key)
        #expect(!bar.contains("]") && !bar.contains("j"), "\(bar)")
    }

    @Test func theDateStopsAtTheValidityAndSaysWhy() async throws {
        try await TicketFixtures.withApp {
            let context = try await PurchaseFlowTests().signIn()
            let model = ProductsViewModel(id: TicketFixtures.kusatsuID, context: context)
            await model.appearAndSettle()
            let today = VisitDate(TicketFixtures.now)
            await model.sendAndSettle(.previousDay)
            #expect(model.state.draft?.useDate == today)
            #expect(model.state.notice?.contains("利用日は今日") == true, "\(model.state.notice ?? "nil")")
            for _ in 0..<TicketRules.validityDays { await model.sendAndSettle(.nextDay) }
            let last = today.adding(days: TicketRules.validityDays)
            #expect(model.state.draft?.useDate == last)
            #expect(model.state.notice == nil)
            await model.sendAndSettle(.nextDay)
            #expect(model.state.draft?.useDate == last)
            #expect(model.state.notice?.contains("までです") == true, "\(model.state.notice ?? "nil")")
        }
    }
}
