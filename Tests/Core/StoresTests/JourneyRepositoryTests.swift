import DataStores
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Testing

/// Plans and rally celebrations in a real user database on disk, through two connections as two
/// processes would have them.
@Suite struct JourneyRepositoryTests {
    func directory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("journey-\(UUID().uuidString)")
    }

    func repository(_ directory: URL) -> JourneyRepository {
        .live(UserConnection(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) }),
              rallies: { () throws(CatalogError) in [] })
    }

    @Test func plansRoundTripAndAnotherProcessSeesThem() async throws {
        let dir = directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (mine, theirs) = (repository(dir), repository(dir))
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        var plan = DayPlan(id: "plan-abc", name: "別府八湯 2026-11-18", origin: .rally(RallyID("beppu-hatto")),
                           stops: [FacilityID("aist-7154"), FacilityID("aist-7152")], start: FacilityID("aist-7154"),
                           startTime: start, mode: .walk, stayMinutes: 60, updatedAt: start)
        try await mine.savePlan(plan)
        #expect(try await theirs.plans() == [plan])
        plan.days[0].stops.reverse()
        plan.days.append(TripDay(stops: [FacilityID("aist-7153")], startMinute: 8 * 60, base: FacilityID("aist-7152")))
        plan.date = plan.date.adding(days: 7)
        plan.updatedAt = start.addingTimeInterval(60)
        try await theirs.savePlan(plan)
        #expect(try await mine.plans().first == plan, "days, their bases and the date round-trip")
        #expect(try await mine.deletePlan("plan-abc"))
        #expect(try await theirs.plans().isEmpty)
        #expect(try await theirs.deletePlan("plan-abc") == false)
    }

    @Test func aPlanThatCannotBeStoredIsRefusedWithTheReason() async throws {
        let dir = directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let repository = repository(dir)
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let twice = DayPlan(id: "plan-x", name: "x", origin: .manual, stops: [FacilityID("aist-1"), FacilityID("aist-1")], startTime: start, updatedAt: start)
        await #expect(throws: UserDataError.invalidPlan("a bath is in the plan twice")) { try await repository.savePlan(twice) }
        let escape = DayPlan(id: "plan-y", name: "a\u{1B}[31m", origin: .manual, stops: [], startTime: start, updatedAt: start)
        await #expect(throws: UserDataError.invalidPlan("the name contains control characters")) { try await repository.savePlan(escape) }
        let badID = DayPlan(id: "../x", name: "x", origin: .manual, stops: [], startTime: start, updatedAt: start)
        await #expect(throws: UserDataError.invalidPlan("'../x' is not a plan id")) { try await repository.savePlan(badID) }
        #expect(try await repository.plans().isEmpty, "nothing half-written")
    }

    /// Many marks at once, from two connections: exactly one is told it was first.
    @Test func aCompletionIsCelebratedExactlyOnce() async throws {
        let dir = directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (mine, theirs) = (repository(dir), repository(dir))
        let id = RallyID("sanmeisen")
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask { (try? await (index.isMultiple(of: 2) ? mine : theirs).markCelebrated(id, Date())) ?? false }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.filter { $0 }.count == 1)
        #expect(try await theirs.celebratedRallies() == [id])
    }
}
