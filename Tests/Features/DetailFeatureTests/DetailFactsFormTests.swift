import TestSupport
import Dependencies
@testable import DetailFeature
import Entities
import Foundation
import Navigation
import Repositories
import ScreenKit
import Stores
import TerminalKit
import Testing
import UseCases

/// Issue 31 §6 on the detail: `e` corrects the hours, price and note; what is saved shows instead
/// of the sample, marked as yours, and decides the open/closed line on today's Japan date.
@MainActor
@Suite struct DetailFactsFormTests {
    /// Tuesday 2026-11-24, 12:30 JST.
    static let now = Date(timeIntervalSince1970: 1_795_491_000)

    func make() -> (DetailViewModel, FactsStore) {
        let facts = withDependencies {
            $0.factsUseCase = FactsUseCase(repository: .inMemory())
            $0.date = .constant(Self.now)
        } operation: { FactsStore() }
        let viewModel = withDependencies {
            $0.date = .constant(Self.now)
            $0.factsStore = facts
            $0.facilityDetail = FacilityDetailUseCase { _ throws(CatalogError) in DetailFixtures.kusatsu }
            $0.router = Router()
        } operation: { DetailViewModel(id: DetailFixtures.kusatsuID) }
        return (viewModel, facts)
    }

    @Test func aRefusedSpecKeepsTheFormOpenThenYourHoursDecide() async throws {
        let (viewModel, facts) = make()
        await viewModel.appearAndSettle()
        #expect(viewModel.state.facts?.hours.source == .sample)
        await viewModel.sendAndSettle(.editFacts)
        #expect(viewModel.state.factsForm?.hours.text == "")
        await viewModel.sendAndSettle(.form(.insert("Tu 10:00-14:00,13:00-22:00")))
        await viewModel.sendAndSettle(.formSubmit)
        #expect(viewModel.state.factsForm?.error == "営業時間: 13:00-22:00 と 10:00-14:00 が重なっています (16 文字目: '13:00-22:00')")
        #expect(facts.facts(for: DetailFixtures.kusatsuID) == nil)

        await viewModel.sendAndSettle(.form(.clear))
        await viewModel.sendAndSettle(.form(.insert("Mo-Su 10:00-22:00; Tu off")))
        await viewModel.sendAndSettle(.formNextField)
        await viewModel.sendAndSettle(.form(.insert("7x")))
        #expect(viewModel.state.factsForm?.error == "料金は数字で入力してください (円)")
        await viewModel.sendAndSettle(.form(.insert("700")))
        await viewModel.sendAndSettle(.formSubmit)
        #expect(viewModel.state.factsForm == nil)
        #expect(facts.facts(for: DetailFixtures.kusatsuID)?.priceYen == 700)
        let shown = try #require(viewModel.state.facts)
        #expect(shown.hours.source == .user)
        #expect(shown.status == .closed(opensAt: 600, inDays: 1))
        let lines = DetailView.content(viewModel.state, width: 78).map { $0.map(\.text).joined() }
        #expect(lines.contains { $0.contains("Mo-Su 10:00-22:00; Tu off") && $0.contains("[あなたの記録]") }, "\(lines)")
        #expect(lines.contains { $0.contains("大人 ¥700 [あなたの記録]") }, "\(lines)")

        // Typed on the screen, as a user types (the form takes what its table does not have).
        let screen = withDependencies {
            $0.date = .constant(Self.now)
            $0.factsStore = facts
            $0.viewBuilding = .testValue
            $0.facilityDetail = FacilityDetailUseCase { _ throws(CatalogError) in DetailFixtures.kusatsu }
        } operation: { DetailScreen(id: DetailFixtures.kusatsuID) }
        await screen.appearAndSettle()
        #expect(screen.handle(.character("e")))
        #expect(screen.capturesText)
        for character in "Sa 9" { #expect(screen.handle(.character(character))) }
        #expect(screen.viewModel.state.factsForm?.hours.text == "Mo-Su 10:00-22:00; Tu offSa 9")

        // Emptied fields put the sample back.
        await viewModel.sendAndSettle(.editFacts)
        await viewModel.sendAndSettle(.form(.clear))
        await viewModel.sendAndSettle(.formNextField)
        await viewModel.sendAndSettle(.form(.clear))
        await viewModel.sendAndSettle(.formSubmit)
        #expect(facts.facts(for: DetailFixtures.kusatsuID) == nil)
        #expect(viewModel.state.facts?.hours.source == .sample)
    }

    /// The map's summary panel says whose hours and price it shows.
    @Test func theSummaryShowsYourFactsMarkedAsYours() throws {
        let listing = DetailFixtures.kusatsu.listing
        let facts = FacilityFacts(facilityID: listing.id, hours: try OSMOpeningHours(parsing: "Mo-Su 10:00-22:00; Tu off"),
                                  priceYen: 700, updatedAt: Self.now)
        let day = try CalendarDay(VisitDate(parsing: "2026-11-24"))
        let now = JapanTime(day: 24, weekday: .tuesday, minute: 12 * 60 + 30)
        for width in [34, 38] {
            let lines = FacilitySummaryView.lines(for: listing, width: width, now: now, day: day, facts: facts).map { $0.map(\.text).joined() }
            #expect(lines.contains { $0.contains("大人 ¥700 [あなたの記録]") }, "\(lines)")
            #expect(lines.contains { $0.contains("明日") && $0.contains("10:00") && $0.hasSuffix("[あなたの記録]") }, "\(lines)")
            #expect(lines.allSatisfy { $0.displayWidth <= width })
        }
        let sample = FacilitySummaryView.lines(for: listing, width: 38, now: now, day: day).map { $0.map(\.text).joined() }
        #expect(sample.contains { $0.hasSuffix("[見本]") && $0.contains("営業") }, "\(sample)")
    }
}
