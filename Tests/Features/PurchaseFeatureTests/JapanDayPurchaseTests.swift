import Dependencies
import Entities
import Foundation
import Navigation
import Stores
import Testing
import TestSupport
import TicketTestSupport
@testable import PurchaseFeature

/// Issue 34.1: the purchase offers Japan's today as its 利用日 and Japan's validity, whatever the
/// machine's zone. At 00:30 JST a machine west of Japan is still on the day before; at 23:30 JST
/// one east of it is already on the next: one of the two moments read the wrong day before.
@MainActor
@Suite struct JapanDayPurchaseTests {
    /// 2026-11-28 00:30 JST and 23:30 JST.
    nonisolated static let moments = [Date(timeIntervalSince1970: 1_795_793_400), Date(timeIntervalSince1970: 1_795_876_200)]

    @Test(arguments: moments) func theDateOfUseOfferedIsJapansToday(moment: Date) async throws {
        let japanDay = try VisitDate(parsing: "2026-11-28")
        try await TicketFixtures.withApp(clock: moment) {
            @Dependency(\.sessionStore) var session
            let context = try #require(try await session.create(displayName: "湯めぐり太郎", email: "taro@example.com", pin: "2468"))
            let products = ProductsViewModel(id: TicketFixtures.kusatsuID, context: context)
            await products.appearAndSettle()
            #expect(products.state.draft?.useDate == japanDay)
            #expect(products.state.validUntil == TicketRules.validUntil(purchasedOn: japanDay))
            // A day earlier is refused: Japan's today is the first day of use.
            await products.sendAndSettle(.previousDay)
            #expect(products.state.draft?.useDate == japanDay)
        }
    }
}
