import Dependencies
import Entities
import Foundation
import Stores
import Testing
@testable import PurchaseFeature
import TicketTestSupport
import UseCases

/// Issue 31 §7: the date of use shows its weekday and holiday, and the step warns when the bath is
/// closed that day, by the user's hours where they gave some, else the sample's, saying which.
@MainActor
@Suite struct UseDateClosedDayTests {
    /// Today in the fixtures is Wednesday 2026-11-18; 11/23 is 勤労感謝の日 (a Monday).
    func facts(_ facts: [FacilityFacts]) async -> FactsStore {
        let store = withDependencies {
            $0.factsUseCase = FactsUseCase(repository: .inMemory(facts))
        } operation: { FactsStore() }
        await store.load()
        return store
    }

    @Test func theUsersHoursDecideAndSaySo() async throws {
        let hours = try OSMOpeningHours(parsing: "Mo-Su 10:00-20:00; We off")
        let store = await facts([FacilityFacts(facilityID: TicketFixtures.kusatsuID, hours: hours, updatedAt: TicketFixtures.now)])
        try await withDependencies { $0.factsStore = store } operation: {
            try await TicketFixtures.withApp {
                let context = try await PurchaseFlowTests().signIn()
                let model = ProductsViewModel(id: TicketFixtures.kusatsuID, context: context)
                await model.appearAndSettle()
                #expect(model.state.useDay == "11/18 (水)")
                let warning = try #require(model.state.closedWarning)
                #expect(warning == "11/18 (水) は休業 · あなたの記録: Mo-Su 10:00-20:00; We off")
                // The review, the last step before paying, says it again.
                let review = ReviewViewModel(id: TicketFixtures.kusatsuID, context: context)
                await review.appearAndSettle()
                #expect(review.state.useDay == "2026-11-18 (水)")
                #expect(review.state.closedWarning == warning)
                await model.sendAndSettle(.nextDay)
                #expect(model.state.useDay == "11/19 (木)")
                #expect(model.state.closedWarning == nil)
                for _ in 0..<4 { await model.sendAndSettle(.nextDay) }
                #expect(model.state.useDay == "11/23 (月・祝 勤労感謝の日)")
            }
        }
    }

    @Test func withoutThemTheSampleDecidesAndSaysSo() async throws {
        var closedOnMondays = TicketFixtures.kusatsu
        closedOnMondays.sample.closedDays = .weekly(.monday)
        let kusatsu = closedOnMondays
        let store = await facts([])
        try await withDependencies { $0.factsStore = store } operation: {
            try await TicketFixtures.withApp {
                try await withDependencies {
                    $0.facilityDetail = FacilityDetailUseCase { _ throws(CatalogError) in kusatsu }
                } operation: {
                    let context = try await PurchaseFlowTests().signIn()
                    let model = ProductsViewModel(id: TicketFixtures.kusatsuID, context: context)
                    await model.appearAndSettle()
                    #expect(model.state.closedWarning == nil)
                    // The Monday closing moves off the holiday to Tuesday 11/24 (祝日の場合は翌日).
                    for _ in 0..<5 { await model.sendAndSettle(.nextDay) }
                    #expect(model.state.closedWarning == nil)
                    await model.sendAndSettle(.nextDay)
                    let warning = try #require(model.state.closedWarning)
                    #expect(warning.hasPrefix("11/24 (火) は休業 · 見本: "), "\(warning)")
                    #expect(warning.hasSuffix("定休日 毎週月曜 (祝日は翌日)"), "\(warning)")
                }
            }
        }
    }
}
