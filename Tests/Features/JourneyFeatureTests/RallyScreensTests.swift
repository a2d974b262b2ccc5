import Dependencies
import Entities
import Foundation
import Localization
import Navigation
import Repositories
import RepositoryFakes
import ScreenKit
import Stores
import TerminalKit
import TestSupport
import Testing
@testable import JourneyFeature

@MainActor
@Suite struct RallyScreensTests {
    @Test func theListShowsEveryRallyWithItsProgressClosestToDoneFirst() async throws {
        try await JourneyFixtures.withStores { stores in
            let list = RalliesViewModel()
            await list.appearAndSettle()
            let rows = list.state.rows
            // 三名泉 counts 2 (草津 and 下呂: 湯の川 is not in the catalog, 下呂 not in this small catalog either),
            // 別府八湯 8, the stamp card the two prefectures the catalog has.
            #expect(rows.map(\.rally.id.rawValue) == ["sanmeisen", "prefectures", "beppu-hatto"])
            #expect(rows.first?.total == 1, "members outside the catalog do not count")
            try await stores.visitLog.record(VisitDraft(facilityID: FixtureCatalog.kannawaID, date: JourneyFixtures.day("2026-11-01"), rating: 4, note: ""))
            await stores.rallies.measure(celebrate: true)
            #expect(list.state.rows.first { $0.rally.id == JourneyFixtures.beppu.id }?.countText == "1/8")
            list.send(.move(.first))
            list.send(.open)
            #expect(stores.router.currentStack.last == .rally(list.state.rows[0].rally.id))
        }
    }

    /// One truth per fact: a visit recorded anywhere (here straight into the visit log, as the
    /// detail screen or a desk does) moves the rally's page, with the day of the first visit.
    @Test func aVisitRecordedAnywhereMovesTheRallyPage() async throws {
        try await JourneyFixtures.withStores { stores in
            let page = RallyViewModel(id: JourneyFixtures.beppu.id)
            await page.appearAndSettle()
            #expect(page.state.progress?.countText == "0/8")
            #expect(page.state.title == JourneyFixtures.beppu.name, "the breadcrumb names the rally")
            #expect(page.state.next == nil, "nothing visited yet: no place to measure from")
            try await stores.visitLog.record(VisitDraft(facilityID: FixtureCatalog.kannawaID, date: JourneyFixtures.day("2026-11-02"), rating: 4, note: ""))
            try await stores.visitLog.record(VisitDraft(facilityID: FixtureCatalog.kannawaID, date: JourneyFixtures.day("2026-11-01"), rating: 4, note: ""))
            await stores.rallies.measure(celebrate: true)
            let progress = try #require(page.state.progress)
            #expect(progress.countText == "1/8")
            let kannawa = JourneyFixtures.beppu.members[5]
            #expect(progress.firstVisit(of: kannawa) == JourneyFixtures.day("2026-11-01"))
            // The nearest member not yet visited from 鉄輪 is 柴石 (1.3 km), not the first in the list.
            #expect(page.state.next?.member.name == "柴石温泉")
            page.send(.focusNext)
            #expect(page.state.viewport.selection == 6)
            page.send(.open)
            #expect(stores.router.currentStack.last == .facility(FixtureCatalog.shibasekiID))
        }
    }

    /// Completing a rally is announced once: not again on the next visit, and not by another
    /// store (another process) that measures the same log later.
    @Test func completingARallyIsCelebratedOnce() async throws {
        let journey = JourneyRepository.inMemory(rallies: [JourneyFixtures.beppu])
        let visits = UserDataRepository.fake()
        try await JourneyFixtures.withStores(journey: journey, visits: visits) { stores in
            await stores.rallies.load()
            for (index, area) in JourneyFixtures.beppuAreas.enumerated() {
                #expect(stores.notices.message == nil, "not before the last member (\(index))")
                try await stores.visitLog.record(VisitDraft(facilityID: area.id, date: JourneyFixtures.day("2026-11-0\(index + 1)"), rating: 3, note: ""))
                await stores.rallies.measure(celebrate: true)
            }
            #expect(stores.notices.message?.contains("別府八湯") == true)
            #expect(stores.rallies.isCelebrated(JourneyFixtures.beppu.id))
            stores.notices.dismiss()
            try await stores.visitLog.record(VisitDraft(facilityID: FacilityID("aist-7159"), date: JourneyFixtures.day("2026-11-15"), rating: 3, note: ""))
            await stores.rallies.measure(celebrate: true)
            #expect(stores.notices.message == nil)
            stores.rallies.stop()
        }
        await JourneyFixtures.withStores(journey: journey, visits: visits) { stores in
            await stores.rallies.load()
            #expect(stores.rallies.progress(for: JourneyFixtures.beppu.id)?.isComplete == true)
            #expect(stores.notices.message == nil, "celebrated once, whichever store saw it first")
            stores.rallies.stop()
        }
    }

    @Test func mapShowsTheMembersAndPlanMakesADayOfTheUnvisited() async throws {
        try await JourneyFixtures.withStores { stores in
            let page = RallyViewModel(id: JourneyFixtures.beppu.id)
            await page.appearAndSettle()
            page.send(.showMap)
            #expect(stores.router.currentStack.last == .journeyMap(.rally(JourneyFixtures.beppu.id)))
            try await stores.visitLog.record(VisitDraft(facilityID: FixtureCatalog.kannawaID, date: JourneyFixtures.day("2026-11-01"), rating: 4, note: ""))
            await stores.rallies.measure(celebrate: false)
            await page.sendAndSettle(.plan)
            let plan = try #require(stores.plans.activePlan)
            #expect(stores.router.currentStack.last == .plan(plan.id))
            #expect(Set(plan.stops) == Set(JourneyFixtures.beppuAreas.map(\.id)).subtracting([FixtureCatalog.kannawaID]))
            #expect(plan.origin == .rally(JourneyFixtures.beppu.id))
        }
    }

    @Test func anUnknownRallySaysSo() async {
        await JourneyFixtures.withStores { _ in
            let page = RallyViewModel(id: RallyID("no-such"))
            await page.appearAndSettle()
            #expect(page.state.phase == .notFound(RallyID("no-such")))
            #expect(page.state.title == "no-such", "the breadcrumb names what was asked for")
            let canvas = renderCanvas(.terminal80x24) { RallyView.render(page.state, in: $0.bounds, on: &$0) }
            #expect(canvas.plainText.contains("湯めぐり帳「no-such」はありません"))
        }
    }

    @Test func snapshots() async throws {
        try await JourneyFixtures.withStores { stores in
            try await stores.visitLog.record(VisitDraft(facilityID: FixtureCatalog.kannawaID, date: JourneyFixtures.day("2026-11-01"), rating: 4, note: ""))
            try await stores.visitLog.record(VisitDraft(facilityID: FixtureCatalog.kusatsuID, date: JourneyFixtures.day("2026-10-01"), rating: 4, note: ""))
            let list = RalliesViewModel()
            await list.appearAndSettle()
            let page = RallyViewModel(id: JourneyFixtures.beppu.id)
            await page.appearAndSettle()
            for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
                for wide in [false, true] {
                    try AmbiguousWidth.$current.withValue(wide ? .wide : .narrow) {
                        let canvas = renderCanvas(size) { RalliesView.render(list.state, in: $0.bounds, on: &$0) }
                        let suffix = "\(size.width)x\(size.height)" + (wide ? "-wide" : "")
                        assertTextSnapshot(canvas.plainText, named: "rallies-\(suffix)")
                        for line in canvas.plainText.split(separator: "\n") { #expect(String(line).displayWidth <= size.width) }
                        let pageCanvas = renderCanvas(size) { RallyView.render(page.state, in: $0.bounds, on: &$0) }
                        assertTextSnapshot(pageCanvas.plainText, named: "rally-\(suffix)")
                        #expect(pageCanvas.plainText.contains("2026-11-01"))
                        let completed = try #require(list.state.rows.first { $0.rally.id == JourneyFixtures.twoOfThree.id })
                        #expect(completed.isComplete, "草津 is the only member of 三名泉 in this catalog")
                        #expect(canvas.plainText.contains("制覇"))
                    }
                }
            }
            AppLanguage.$scoped.withValue(.en) {
                let canvas = renderCanvas(.terminal80x24) { RalliesView.render(list.state, in: $0.bounds, on: &$0) }
                assertTextSnapshot(canvas.plainText, named: "rallies-80x24-en")
                #expect(canvas.plainText.contains("Beppu's Eight Spas"), "a rally by its English name")
                #expect(canvas.plainText.contains("done"))
                PlanScreensTests.expectEnglishOnly(canvas.plainText, width: 80)
                let pageCanvas = renderCanvas(.terminal80x24) { RallyView.render(page.state, in: $0.bounds, on: &$0) }
                assertTextSnapshot(pageCanvas.plainText, named: "rally-80x24-en")
                #expect(pageCanvas.plainText.contains("first visit 2026-11-01"), "\(pageCanvas.plainText)")
                for line in pageCanvas.plainText.split(separator: "\n") { #expect(String(line).displayWidth <= 80) }
            }
        }
    }
}
