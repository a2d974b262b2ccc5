import DataStores
import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Stores
import Testing
import TestSupport
import UseCases

/// Issue 34.2: every stored plan value is checked on the way out as on the way in; a row that
/// fails is reported with why and kept, and none can trap the timetable's arithmetic.
@Suite struct StoredPlanTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stored-plans-\(UUID().uuidString)")

    func repository() -> JourneyRepository {
        let directory = self.directory
        return .live(UserConnection(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) }),
                     rallies: { () throws(CatalogError) in [] })
    }

    func writeRows() async throws {
        let database = try UserDatabase.open(dataDirectory: directory)
        for row in HostilePlanRows.hostile + [HostilePlanRows.good] {
            try await database.saveDayPlan(DayPlanRecord(id: row.id, name: "x", payload: row.payload, updatedAt: 1))
        }
    }

    @Test func eachHostileRowIsReportedWithItsReasonAndKept() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try await writeRows()
        let repository = repository()
        #expect(try await repository.plans().map(\.id) == [HostilePlanRows.good.id])
        let unreadable = try await repository.unreadablePlans()
        // Counted, not compared whole: a failure would print the 30,000-character id.
        #expect(unreadable.count == HostilePlanRows.hostile.count, "every hostile row reported, none dropped")
        for row in HostilePlanRows.hostile {
            guard let found = unreadable.first(where: { $0.id == row.id }) else {
                Issue.record("not reported: \(row.id.prefix(30))")
                continue
            }
            #expect(found.reason.contains(row.reason), "\(row.id.prefix(30)): \(found.reason)")
            // A message never repeats a 100 KB id, and never breaks its line.
            #expect(found.summary.count < 300 && !found.summary.contains("\n"))
        }
        // Still on disk, every one: reading them wrote nothing.
        let stored = try await UserDatabase.open(dataDirectory: directory).dayPlans()
        #expect(stored.count == HostilePlanRows.hostile.count + 1)
    }

    /// The values `problem` left to the encoder are refused on the way in too.
    @Test func aPlanThatCouldNotBeReadBackIsNotStored() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = repository()
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let ok = DayPlan(id: "plan-ok", name: "ok", origin: .manual, stops: [FacilityID("aist-1")], startTime: start, updatedAt: start)
        var farAway = ok
        farAway.date = try VisitDate(parsing: "2150-01-01")
        await #expect(throws: UserDataError.self) { try await repository.savePlan(farAway) }
        var lateStart = ok
        lateStart.days[0].startMinute = 1_000_000
        await #expect(throws: UserDataError.self) { try await repository.savePlan(lateStart) }
        var badStart = ok
        badStart.start = FacilityID("../x")
        await #expect(throws: UserDataError.self) { try await repository.savePlan(badStart) }
        var badRally = ok
        badRally.origin = .rally(RallyID("../../x"))
        await #expect(throws: UserDataError.self) { try await repository.savePlan(badRally) }
        try await repository.savePlan(ok)
        #expect(try await repository.plans() == [ok])
    }
}
