import Dependencies
import Entities
@testable import FavoritesFeature
import Navigation
import Stores
import TerminalKit
import Testing
import TestSupport
import UseCases

/// Issue 35 part 1: `e`, `d` and `u` on the visit log correct the one store, with the rules of
/// adding, a question before a deletion and an undo while the screen is open.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct VisitsEditTests {
    func type(_ text: String, on screen: VisitsScreen) {
        for character in text { _ = screen.handle(.character(character)) }
    }

    /// The first row is 別府 (2026-05-06), then 道後 (2026-03-04), then 草津 (2026-01-02).
    @Test func editCorrectsTheFocusedVisitThroughTheStore() async throws {
        let (screen, _, visits) = try await VisitsFilterTests().make()
        #expect(screen.handle(.character("e")))
        #expect(screen.capturesText)
        _ = screen.handle(.ctrl("u"))
        type("2026-11-20", on: screen)
        _ = screen.handle(.tab)
        _ = screen.handle(.character("2"))
        _ = screen.handle(.tab)
        _ = screen.handle(.ctrl("u"))
        type("大雨", on: screen)
        _ = screen.handle(.enter)
        await screen.settled()
        #expect(screen.viewModel.state.form == nil)
        let edited = try #require(visits.visits.first)
        #expect(edited.date.description == "2026-11-20" && edited.rating == 2 && edited.note == "大雨")
        // The rows are derived again off the main actor once the store moves.
        await waitUntil { screen.viewModel.state.content.rows.first?.note == "大雨" }
        #expect(screen.statusMessage?.contains("直しました") == true)
    }

    @Test func aFutureDateInJapanIsRefusedInTheForm() async throws {
        let (screen, _, visits) = try await VisitsFilterTests().make()
        _ = screen.handle(.character("e"))
        _ = screen.handle(.ctrl("u"))
        type("2026-11-22", on: screen)  // the fixture's today is 2026-11-21
        _ = screen.handle(.enter)
        await screen.settled()
        #expect(screen.viewModel.state.form?.error?.contains("未来") == true)
        #expect(visits.visits.map(\.date.description).contains("2026-11-22") == false)
        _ = screen.handle(.escape)
        #expect(screen.viewModel.state.form == nil)
    }

    @Test func deleteAsksFirstAndUndoPutsItBack() async throws {
        let (screen, _, visits) = try await VisitsFilterTests().make()
        let first = try #require(visits.visits.first)
        #expect(screen.handle(.character("d")))
        #expect(screen.statusMessage?.contains("y/n") == true)
        #expect(screen.handle(.character("n")))
        await screen.settled()
        #expect(visits.visits.count == 3)
        _ = screen.handle(.character("d"))
        _ = screen.handle(.character("y"))
        await screen.settled()
        #expect(visits.visits.count == 2)
        #expect(visits.visitCount(for: first.facilityID) == 0)
        await waitUntil { screen.viewModel.state.content.stamps?.visitCount == 2 }
        #expect(screen.statusMessage?.contains("元に戻す") == true)
        _ = screen.handle(.character("u"))
        await screen.settled()
        #expect(visits.visits.count == 3)
        #expect(visits.visits.first == first)
        #expect(screen.viewModel.state.undoable.isEmpty)
    }
}
