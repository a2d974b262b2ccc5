import Dependencies
import Entities
import Foundation
import Localization
import Navigation
import Repositories
import RepositoryFakes
import RoutePlanning
import ScreenKit
import Stores
import TerminalKit
import TestSupport
import Testing
@testable import JourneyFeature

@MainActor
@Suite struct PlanScreensTests {
    /// A plan of 別府八湯 from 鉄輪, as the rally page's `p` makes it, opened on its screen.
    func plannedBeppu(_ stores: JourneyFixtures.Stores) async throws -> (DayPlan, PlanViewModel) {
        let areas = JourneyFixtures.beppuAreas.map(\.id)
        let plan = try #require(await stores.plans.create(name: "別府八湯", origin: .rally(JourneyFixtures.beppu.id), areas: areas.reversed(),
                                                         start: FixtureCatalog.kannawaID))
        let screen = PlanViewModel(id: plan.id)
        await screen.appearAndSettle()
        return (plan, screen)
    }

    @Test func aNewPlanIsInTheShortestOrderFromItsStartAndTimed() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, screen) = try await plannedBeppu(stores)
            let coordinates = Dictionary(uniqueKeysWithValues: JourneyFixtures.beppuAreas.map { ($0.id, $0.coordinate) })
            let origin = try #require(coordinates[FixtureCatalog.kannawaID])
            let points = plan.stops.compactMap { coordinates[$0] }
            let length = RouteOrdering.pathKilometres(origin: .coordinate(origin), stops: points, order: Array(points.indices))
            // No order of the same baths is shorter (exact for eight stops).
            let best = RouteOrdering.shortest(from: origin, stops: points)
            #expect(abs(length - RouteOrdering.pathKilometres(origin: .coordinate(origin), stops: points, order: best)) < 1e-9)
            #expect(plan.stops.first == FixtureCatalog.kannawaID, "the start is a bath of the plan: it comes first")
            let route = try #require(screen.state.route)
            #expect(route.stops.count == 8)
            // Each arrival is the last departure plus the leg, each departure the arrival plus the stay.
            for (previous, stop) in zip(route.stops, route.stops.dropFirst()) {
                #expect(stop.arrival == previous.departure.addingTimeInterval(Double(stop.legMinutes * 60)))
                #expect(stop.departure == stop.arrival.addingTimeInterval(Double(plan.stayMinutes * 60)))
            }
            #expect(screen.state.startName == "別府/鉄輪")
            #expect(screen.state.title == "別府八湯", "the breadcrumb names the plan")
        }
    }

    @Test func editingKeysChangeThePlanInTheStoreAndItsTimetable() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, screen) = try await plannedBeppu(stores)
            screen.send(.move(.down))
            let second = plan.stops[1]
            screen.send(.moveStopDown)
            #expect(stores.plans.plan(plan.id)?.stops[2] == second)
            #expect(screen.state.viewport.selection == 2, "the selection follows the stop")
            screen.send(.moveStopUp)
            #expect(stores.plans.plan(plan.id)?.stops == plan.stops)
            screen.send(.removeStop)
            #expect(stores.plans.plan(plan.id)?.stops.contains(second) == false)
            #expect(screen.state.route?.stops.count == 7)
            screen.send(.toggleMode)
            #expect(stores.plans.plan(plan.id)?.mode == .walk)
            #expect(screen.state.route?.mode == .walk)
            screen.send(.laterStart)
            #expect(stores.plans.plan(plan.id)?.startTime == plan.startTime.addingTimeInterval(30 * 60))
            screen.send(.longerStay)
            #expect(stores.plans.plan(plan.id)?.stayMinutes == 60)
            for _ in 0..<20 { screen.send(.shorterStay) }
            #expect(stores.plans.plan(plan.id)?.stayMinutes == 15, "never below the limit")
            #expect(screen.state.statusMessage == "滞在は 10〜240 分です", "\(screen.state.statusMessage ?? "")")
            await stores.plans.settleWrites()
            // Saved: a reload (another process's view of the database) reads the same plan.
            let saved = stores.plans.plan(plan.id)
            await stores.plans.reload()
            #expect(stores.plans.plan(plan.id)?.stops == saved?.stops)
            #expect(stores.plans.plan(plan.id)?.mode == .walk)
        }
    }

    @Test func closedBathsAreMarkedAndCanBeDropped() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, screen) = try await plannedBeppu(stores)
            // The day starts at 20:15 Japan time: 亀川 (10:00–20:00) is closed when reached; the rest are open all night.
            #expect(JapanTime(plan.startTime).clockText == "20:15")
            let closed = try #require(screen.state.route?.closedStops)
            #expect(closed.map(\.stop.id) == [FixtureCatalog.kamegawaID])
            let canvas = renderCanvas(Size(width: 100, height: 24)) { PlanView.render(screen.state, in: $0.bounds, on: &$0) }
            // The fix's words are RoutePlanning's: the key, then them, then the bath.
            let fix = screen.state.warningToFix?.fix.text ?? "?"
            #expect(canvas.plainText.contains("F: \(fix) — 別府/亀川"), "the warning and the key that fixes it")
            #expect(canvas.plainText.contains("✗ 営業終了"))
            // No order opens it at night: reordering says so, dropping removes it.
            await screen.sendAndSettle(.reorderAroundClosures)
            #expect(screen.state.statusMessage?.hasPrefix("並べ替えても閉まったままです") == true)
            screen.send(.dropClosed)
            #expect(stores.plans.plan(plan.id)?.stops.contains(FixtureCatalog.kamegawaID) == false)
            #expect(screen.state.route?.closedStops.isEmpty == true)
        }
    }

    /// Reordering around a closure puts the bath where it is open: 亀川 reached before 10:00 moves later.
    @Test func reorderingAroundAClosureMovesTheBathToWhenItIsOpen() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, screen) = try await plannedBeppu(stores)
            var early = plan
            early.date = plan.date.adding(days: 1)
            early.days[0].startMinute = 8 * 60
            early.days[0].stops = [FixtureCatalog.kamegawaID] + plan.stops.filter { $0 != FixtureCatalog.kamegawaID }
            early.start = nil
            stores.plans.update(early)
            #expect(screen.state.route?.closedStops.map(\.stop.id) == [FixtureCatalog.kamegawaID])
            await screen.sendAndSettle(.reorderAroundClosures)
            #expect(screen.state.route?.closedStops.isEmpty == true)
            #expect(stores.plans.plan(plan.id)?.stops.first != FixtureCatalog.kamegawaID)
            #expect(Set(stores.plans.plan(plan.id)?.stops ?? []) == Set(plan.stops))
        }
    }

    @Test func yCopiesASummaryAndMShowsTheRoute() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, screen) = try await plannedBeppu(stores)
            screen.send(.copySummary)
            let copied = try #require(stores.clipboard.take())
            #expect(copied.contains("別府/鉄輪"))
            #expect(copied.split(separator: "\n").count >= 9)
            screen.send(.showMap)
            #expect(stores.router.currentStack.last == .journeyMap(.plan(plan.id)))
        }
    }

    @Test func theListShowsPlansAndDeletesAfterYes() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, _) = try await plannedBeppu(stores)
            let list = PlansViewModel()
            await list.appearAndSettle()
            #expect(list.state.plans.map(\.id) == [plan.id])
            list.send(.delete)
            #expect(list.state.statusMessage?.contains("y/n") == true)
            list.send(.cancelDelete)
            #expect(stores.plans.plan(plan.id) != nil)
            list.send(.delete)
            list.send(.confirmDelete)
            #expect(list.state.plans.isEmpty)
            await stores.plans.settleWrites()
            await stores.plans.reload()
            #expect(stores.plans.plans.isEmpty, "deleted in the database too")
        }
    }

    /// The question stays until it is answered, even when the plan goes meanwhile (another
    /// process deleted it): the keys are the question's, and any other key answers no.
    @Test func aDeletionAskedKeepsItsQuestionWhenThePlanGoesMeanwhile() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, _) = try await plannedBeppu(stores)
            let list = PlansViewModel()
            let screen = PlansScreen(viewModel: list)
            await list.appearAndSettle()
            #expect(!list.state.isConfirming)
            list.send(.delete)
            #expect(list.state.isConfirming)
            #expect(screen.statusMessage == list.state.statusMessage)
            stores.plans.delete(plan.id)
            #expect(list.state.confirmingDelete == nil)
            #expect(list.state.isConfirming)
            #expect(list.state.statusMessage?.contains("y/n") != true, "no plan left to name")
            #expect(screen.keyHelp.map(\.keys) == PlansScreen.confirmKeys.help.map(\.keys))
            #expect(screen.handle(.character("j")), "kept, not passed on")
            #expect(!list.state.isConfirming)
        }
    }

    /// A plan whose stops were all removed says how to add one, whole at 80 columns, with the keys
    /// search and the map have: one wording while they share a key, each named once they differ.
    @Test func anEmptiedPlanSaysHowToAddABathWhole() async throws {
        try await JourneyFixtures.withStores { stores in
            let (plan, screen) = try await plannedBeppu(stores)
            for _ in plan.stops { screen.send(.removeStop) }
            #expect(screen.state.route?.stops.isEmpty == true)
            #expect(screen.state.statusMessage?.contains("a: 検索・地図で追加") == true)
            let canvas = renderCanvas(.terminal80x24) { PlanView.render(screen.state, in: $0.bounds, on: &$0) }
            let text = canvas.plainText
            #expect(text.contains("検索 (1) か地図 (2) で a を押すと追加できます"), "\(text)")
            #expect(!text.contains("press a"), "one language at a time: \(text)")
            let english = AppLanguage.$scoped.withValue(.en) {
                let canvas = renderCanvas(.terminal80x24) { PlanView.render(screen.state, in: $0.bounds, on: &$0) }
                return canvas.plainText
            }
            #expect(english.contains("Press a in search (1) or on the map (2) to add a bath."), "\(english)")

            let apart = KeyOverrides(["map": ["addToPlan": [.character("A")]], "global": ["tab.search": [.character("!")]]])
            let hint = JourneyKeyHints.addFromSearchOrMap { $0.label(under: apart) }
            #expect(hint.ja == "検索 (!) で a、地図 (2) で A を押すと追加できます")
            #expect(hint.en == "Press a in search (!) or A on the map (2) to add a bath.")
            for line in [hint.ja, hint.en] { #expect(line.displayWidth <= 76, "\(line)") }
            let short = JourneyKeyHints.addFromSearchOrMapShort { $0.label(under: apart) }
            #expect(short.ja == "a: 検索で追加 · A: 地図で追加")
            #expect(short.en == "a in search, A on the map: add")
        }
    }

    @Test func snapshots() async throws {
        try await JourneyFixtures.withStores { stores in
            let (_, screen) = try await plannedBeppu(stores)
            for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
                let canvas = renderCanvas(size) { PlanView.render(screen.state, in: $0.bounds, on: &$0) }
                assertTextSnapshot(canvas.plainText, named: "plan-\(size.width)x\(size.height)")
                #expect(canvas.plainText.contains("大圏距離 × 1.3"))
                #expect(!canvas.plainText.contains("great circle"), "one language at a time")
                for line in canvas.plainText.split(separator: "\n") { #expect(String(line).displayWidth <= size.width) }
            }
            let list = PlansViewModel()
            await list.appearAndSettle()
            let canvas = renderCanvas(.terminal80x24) { PlansView.render(list.state, in: $0.bounds, on: &$0) }
            assertTextSnapshot(canvas.plainText, named: "plans-80x24")
        }
    }

    /// The same screens in English: one language, whole, within the width (a plan with a
    /// warning, the list of plans).
    @Test func englishSnapshots() async throws {
        try await JourneyFixtures.withStores { stores in
            let (_, screen) = try await plannedBeppu(stores)
            let list = PlansViewModel()
            await list.appearAndSettle()
            AppLanguage.$scoped.withValue(.en) {
                for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
                    let canvas = renderCanvas(size) { PlanView.render(screen.state, in: $0.bounds, on: &$0) }
                    assertTextSnapshot(canvas.plainText, named: "plan-\(size.width)x\(size.height)-en")
                    Self.expectEnglishOnly(canvas.plainText, width: size.width)
                    #expect(canvas.plainText.contains("F: "), "the warning and the key that fixes it")
                }
                let canvas = renderCanvas(.terminal80x24) { PlansView.render(list.state, in: $0.bounds, on: &$0) }
                assertTextSnapshot(canvas.plainText, named: "plans-80x24-en")
                Self.expectEnglishOnly(canvas.plainText, width: 80)
                #expect(canvas.plainText.contains("Baths") && canvas.plainText.contains("1 day"))
            }
        }
    }

    /// A trip of two days, its second in view, in each language.
    @Test func multiDayTripSnapshots() async throws {
        try await JourneyFixtures.withStores { stores in
            let (_, screen) = try await plannedBeppu(stores)
            screen.send(.move(.last))
            screen.send(.moveStopToNextDay)
            await screen.effects.settled()
            #expect(screen.state.dayCount == 2)
            for language in [Language.ja, .en] {
                AppLanguage.$scoped.withValue(language) {
                    let canvas = renderCanvas(.terminal80x24) { PlanView.render(screen.state, in: $0.bounds, on: &$0) }
                    assertTextSnapshot(canvas.plainText, named: "trip-day2-80x24" + (language == .en ? "-en" : ""))
                    if language == .en {
                        Self.expectEnglishOnly(canvas.plainText, width: 80)
                        #expect(canvas.plainText.contains("Day 2/2"), "\(canvas.plainText)")
                    } else {
                        #expect(canvas.plainText.contains("2/2日目"), "\(canvas.plainText)")
                    }
                }
            }
        }
    }

    /// None of these screens' own Japanese words (every run of kana or kanji of two or more in
    /// their catalogs' Japanese, the data's names and `終了`, the hours' word too, aside) is left in an English frame, and nothing
    /// runs past the width. The dates, hours and warnings the frame shows are other modules'
    /// texts and the data's names are the data's: those are not checked here.
    static func expectEnglishOnly(_ text: String, width: Int) {
        for line in text.split(separator: "\n") { #expect(String(line).displayWidth <= width, "\(line)") }
        for word in ownJapaneseWords where text.contains(word) {
            Issue.record("'\(word)' left in English: \(text)")
        }
    }

    static let ownJapaneseWords: Set<String> = {
        let sentences = PlanText.samples.map(\.ja) + PlansText.samples.map(\.ja) + RallyText.samples.map(\.ja)
        let japanese = { (c: Character) in c.unicodeScalars.allSatisfy { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) } }
        let words = sentences.flatMap { $0.split(whereSeparator: { !japanese($0) }).map(String.init) }
        return Set(words.filter { $0.count >= 2 && !$0.contains("別府") && !$0.contains("温泉") && !["柴石", "鉄輪", "週末の", "終了"].contains($0) })
    }()

    /// `open plan/nope`: one clear message, in the language in force, and no plan key to press.
    @Test func anUnknownPlanOffersNoPlanKeys() async {
        await JourneyFixtures.withStores { _ in
            let screen = PlanScreen(id: "nope")
            await screen.viewModel.appearAndSettle()
            #expect(screen.viewModel.state.phase == .notFound("nope"))
            #expect(screen.keys.help.isEmpty, "no key that acts on a plan")
            #expect(screen.statusMessage == nil, "the message is the screen's, once")
            for language in [Language.ja, .en] {
                let text = AppLanguage.$scoped.withValue(language) {
                    let canvas = renderCanvas(screen, .terminal80x24)
                    return canvas.plainText
                }
                #expect(text.contains(language == .en ? "No plan 'nope' (deleted?)" : "プラン「nope」はありません"), "\(text)")
                #expect(text.contains(language == .en ? "Esc: back" : "Esc: 戻る"), "\(text)")
            }
        }
    }
}
