import Entities
@testable import JourneyFeature
import TerminalKit
import Testing
import TestSupport

/// Issue 33 part 2: the rally list's order (closest to done first) is sorted when the rallies or
/// their progress change (in `layout`), never while a frame is drawn; a visit recorded anywhere
/// moves the list at the next frame.
@MainActor
@Suite struct RalliesFramesOnlyReadTests {
    @Test func theListIsSortedBeforeItsFrameNotWhileDrawn() async throws {
        try await JourneyFixtures.withStores { stores in
            let screen = RalliesScreen()
            await screen.viewModel.appearAndSettle()
            let first = composedFrame(screen, size: .terminal80x24)
            #expect(first.violations == 0)
            #expect(sharesStorage(screen.viewModel.state.rows, screen.viewModel.state.rows), "a frame reads the order sorted before it")
            #expect(screen.viewModel.state.rows.last?.rally.id == JourneyFixtures.beppu.id)
            // A visit from another screen (or process, through the log): 別府八湯 moves up at the next frame.
            try await stores.visitLog.record(VisitDraft(facilityID: FacilityID("aist-7154"), date: JourneyFixtures.day("2026-11-01"), rating: 4, note: ""))
            await stores.rallies.measure(celebrate: false)
            let moved = composedFrame(screen, size: .terminal80x24)
            #expect(moved.violations == 0)
            #expect(screen.viewModel.state.rows.first { $0.rally.id == JourneyFixtures.beppu.id }?.countText == "1/8")
            #expect(composedFrame(screen, size: .terminal80x24, language: .en).violations == 0)
        }
    }
}
