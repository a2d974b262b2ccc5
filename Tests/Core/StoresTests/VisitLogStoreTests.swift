import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Stores
import Testing
import UseCases

@MainActor
@Suite struct VisitLogStoreTests {
    @Test func recordsManyVisitsPerFacilityNewestFirst() async throws {
        let store = withDependencies {
            $0.visitLogUseCase = VisitLogUseCase(repository: .inMemory())
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_000_000))
        } operation: { VisitLogStore() }
        await store.load()
        let kusatsu = FacilityID("aist-2711")
        try await store.record(VisitDraft(facilityID: kusatsu, date: try VisitDate(parsing: "2025-01-02"), rating: 4, note: "湯畑"))
        try await store.record(VisitDraft(facilityID: kusatsu, date: try VisitDate(parsing: "2026-03-04"), rating: 5, note: "露天風呂"))
        #expect(store.visits(for: kusatsu).map(\.note) == ["露天風呂", "湯畑"])
        await #expect(throws: UserDataError.invalidVisit("rating 6 is not between 1 and 5")) {
            try await store.record(VisitDraft(facilityID: kusatsu, date: try VisitDate(parsing: "2026-03-04"), rating: 6, note: ""))
        }
        #expect(store.visits.count == 2)
    }

    /// Recorded and deleted visits keep the log newest first (by date, then id) and by area, exactly
    /// as a fresh load orders it, without re-sorting the whole log; two loads at once read it once.
    @Test func recordAndDeleteKeepTheOrderALoadWouldGive() async throws {
        let repository = VisitLogUseCase(repository: .inMemory())
        let (store, reloaded) = withDependencies {
            $0.visitLogUseCase = repository
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_000_000))
        } operation: { (VisitLogStore(), VisitLogStore()) }
        async let first: Void = store.load()
        async let second: Void = store.load()
        _ = await (first, second)
        #expect(store.revision == 1, "one read for two callers")
        let (kusatsu, dogo) = (FacilityID("aist-2711"), FacilityID("aist-3812"))
        var recorded: [Visit] = []
        for (area, day) in [(kusatsu, "2026-03-04"), (dogo, "2025-01-02"), (kusatsu, "2026-03-04"), (dogo, "2026-08-09"), (kusatsu, "2024-12-31")] {
            recorded.append(try await store.record(VisitDraft(facilityID: area, date: try VisitDate(parsing: day), rating: 3, note: "")))
        }
        try await store.delete(recorded[0].id)
        await reloaded.load()
        #expect(store.visits == reloaded.visits)
        #expect(store.visits.map(\.date.description) == ["2026-08-09", "2026-03-04", "2025-01-02", "2024-12-31"])
        #expect(store.visits(for: kusatsu) == reloaded.visits(for: kusatsu))
        #expect(store.visits(for: kusatsu).map(\.id) == [recorded[2].id, recorded[4].id])
        #expect(store.visitCount(for: dogo) == 2)
    }

    @Test func datesAreValidated() {
        #expect(throws: VisitDate.ParseError.noSuchDay("2026-02-29")) { try VisitDate(parsing: "2026-02-29") }
        #expect(throws: VisitDate.ParseError.format("2026/01/01")) { try VisitDate(parsing: "2026/01/01") }
        #expect((try? VisitDate(parsing: "2024-02-29"))?.description == "2024-02-29")
    }
}

/// Issue 35 part 1: corrections through the one store, with the rules of adding.
@MainActor
@Suite struct VisitLogCorrectionTests {
    let now = Date(timeIntervalSince1970: 1_795_491_000)  // 2026-11-24 09:50 in Japan

    func store() -> VisitLogStore {
        withDependencies {
            $0.visitLogUseCase = VisitLogUseCase(repository: .inMemory())
            $0.date = .constant(now)
        } operation: { VisitLogStore() }
    }

    func draft(_ day: String, _ rating: Int = 3, note: String = "") throws -> VisitDraft {
        VisitDraft(facilityID: FacilityID("aist-2711"), date: try VisitDate(parsing: day), rating: rating, note: note)
    }

    @Test func editMovesTheVisitIntoPlaceAndKeepsWhatWasNotGiven() async throws {
        let store = store()
        let early = try await store.record(try draft("2026-11-01", 2, note: "雪"))
        let late = try await store.record(try draft("2026-11-20"))
        let revision = store.revision
        let edited = try await store.edit(early.id, VisitChange(date: try VisitDate(parsing: "2026-11-22"), rating: 5))
        #expect(edited.note == "雪")
        #expect(edited.rating == 5)
        #expect(store.visits.map(\.id) == [early.id, late.id])
        #expect(store.revision > revision)
        await store.load()
        #expect(store.visits.first == edited)
    }

    @Test func editRefusesWhatAddingRefuses() async throws {
        let store = store()
        let visit = try await store.record(try draft("2026-11-20"))
        // 2026-11-25 is tomorrow in Japan, whatever the machine's zone.
        await #expect(throws: UserDataError.self) { try await store.edit(visit.id, VisitChange(date: try VisitDate(parsing: "2026-11-25"))) }
        await #expect(throws: UserDataError.self) { try await store.edit(visit.id, VisitChange(rating: 6)) }
        await #expect(throws: UserDataError.self) { try await store.edit(visit.id, VisitChange(note: "a\u{1B}[31m")) }
        await #expect(throws: UserDataError.noSuchVisit(visit.id + 100)) { try await store.edit(visit.id + 100, VisitChange(rating: 2)) }
        // Today in Japan is fine.
        #expect(try await store.edit(visit.id, VisitChange(date: try VisitDate(parsing: "2026-11-24"))).date.description == "2026-11-24")
        await store.load()
        #expect(store.visits.map(\.rating) == [3])
    }

    @Test func deleteThenRestorePutsTheVisitBackUnderItsId() async throws {
        let store = store()
        let visit = try await store.record(try draft("2026-11-20", 4, note: "露天"))
        let removed = try await store.delete(visit.id)
        #expect(store.visits.isEmpty)
        #expect(store.visitCount(for: visit.facilityID) == 0)
        await #expect(throws: UserDataError.noSuchVisit(visit.id)) { try await store.delete(visit.id) }
        let restored = try await store.restore(removed)
        #expect(restored == visit)
        await store.load()
        #expect(store.visits == [visit])
    }
}
