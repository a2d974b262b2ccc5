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

    @Test func datesAreValidated() {
        #expect(throws: VisitDate.ParseError.noSuchDay("2026-02-29")) { try VisitDate(parsing: "2026-02-29") }
        #expect(throws: VisitDate.ParseError.format("2026/01/01")) { try VisitDate(parsing: "2026/01/01") }
        #expect((try? VisitDate(parsing: "2024-02-29"))?.description == "2024-02-29")
    }
}
