import TestSupport
import DataStores
import Dependencies
import Entities
import Foundation
import Notices
import Repositories
import RepositoriesLive
import Stores
import Testing
import UseCases

/// The user's facts: stored in a real user database by two connections (two processes), and the
/// store every screen reads them through.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FactsStoreTests {
    static let kusatsu = FacilityID("aist-2711")
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let sample = OpeningHours(openingMinute: 600, closingMinute: 1320, closedDays: .weekly(.monday))

    func directory() -> URL { FileManager.default.temporaryDirectory.appendingPathComponent("facts-\(UUID().uuidString)") }

    func connection(_ directory: URL) -> UserConnection {
        UserConnection(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
    }

    func makeStore(_ useCase: FactsUseCase, notices: NoticeStore = NoticeStore()) -> FactsStore {
        withDependencies {
            $0.factsUseCase = useCase
            $0.noticeStore = notices
            $0.date = .constant(Self.now)
        } operation: { FactsStore() }
    }

    @Test func anEditReachesTheStoreAndAnotherProcessAndItsSourceIsTheUsers() async throws {
        let dir = directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let mine = makeStore(FactsUseCase(repository: .live(connection(dir))))
        let theirs = makeStore(FactsUseCase(repository: .live(connection(dir))))
        await mine.load()
        await theirs.load()
        #expect(mine.hours(for: Self.kusatsu, sample: Self.sample).source == .sample)
        let result = await mine.edit(Self.kusatsu, FactsEdit(hours: .set("Mo-Su 09:00-21:00; We off"), priceYen: .set(700)))
        #expect(try result.get().priceYen == 700)
        #expect(mine.hours(for: Self.kusatsu, sample: Self.sample).source == .user)
        // The other process sees it once its change feed calls reload.
        #expect(theirs.facts(for: Self.kusatsu) == nil)
        await theirs.reload()
        let wednesday = try CalendarDay(VisitDate(parsing: "2026-11-25"))
        #expect(theirs.hours(for: Self.kusatsu, sample: Self.sample).hours(on: wednesday).isClosed)
        await theirs.clear(Self.kusatsu)
        await mine.reload()
        #expect(mine.facts(for: Self.kusatsu) == nil)
        #expect(mine.hours(for: Self.kusatsu, sample: Self.sample).source == .sample)
    }

    @Test(.language(.en)) func aRefusedEditChangesNothingAndSaysWhy() async throws {
        let useCase = FactsUseCase(repository: .inMemory([FacilityFacts(facilityID: Self.kusatsu, priceYen: 500, updatedAt: Self.now)]))
        let store = makeStore(useCase)
        await store.load()
        let result = await store.edit(Self.kusatsu, FactsEdit(hours: .set("Mo 10:00-14:00,13:00-22:00"), priceYen: .set(900)))
        guard case .failure(.hours(let error)) = result else { Issue.record("accepted: \(result)"); return }
        #expect(error.reason == "13:00-22:00 overlaps 10:00-14:00")
        #expect(store.facts(for: Self.kusatsu)?.priceYen == 500)
        #expect(try await useCase.load().facts[Self.kusatsu]?.priceYen == 500)
    }

    @Test func aFailedWriteKeepsWhatWasShown() async throws {
        var useCase = FactsUseCase(repository: .inMemory())
        useCase.edit = { _, _, _ throws(FactsProblem) in throw .storage(.database("disk full")) }
        let store = makeStore(useCase)
        await store.load()
        let result = await store.edit(Self.kusatsu, FactsEdit(priceYen: .set(900)))
        #expect(result == .failure(.storage(.database("disk full"))))
        #expect(store.facts(for: Self.kusatsu) == nil)
    }

    /// A row edited by hand (hours no version reads, a price out of range) loses only the bad part.
    @Test(.language(.en)) func anEditedRowIsReadAsFarAsItCanBe() async throws {
        let dir = directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let database = try UserDatabase.open(dataDirectory: dir)
        try await database.saveFacilityFacts([
            FacilityFactRecord(facilityId: "aist-2711", hours: "Mo\u{1B}[31m 10:00", priceYen: 800, note: "ok", updatedAt: 0),
            FacilityFactRecord(facilityId: "../etc", hours: nil, priceYen: 1, note: nil, updatedAt: 0),
        ])
        let snapshot = try await FactsRepository.live(connection(dir)).load()
        #expect(snapshot.facts[Self.kusatsu]?.hours == nil)
        #expect(snapshot.facts[Self.kusatsu]?.priceYen == 800)
        #expect(snapshot.unreadable[Self.kusatsu]?.hasPrefix("stored hours: opening hours: a control character") == true)
        #expect(!(snapshot.unreadable[Self.kusatsu] ?? "").contains("\u{1B}"))
        #expect(snapshot.facts.count == 1)
    }

    /// Two processes editing different facts of one facility at once: each edit reads and writes in
    /// one transaction, so neither overwrites the other's.
    @Test func concurrentEditsOfDifferentFactsAreBothKept() async throws {
        let dir = directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let connections = (0..<8).map { _ in FactsRepository.live(connection(dir)) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, repository) in connections.enumerated() {
                group.addTask {
                    let edit = index.isMultiple(of: 2) ? FactsEdit(priceYen: .set(500 + index)) : FactsEdit(note: .set("note \(index)"))
                    _ = try await repository.edit(Self.kusatsu, edit, Self.now)
                }
            }
            try await group.waitForAll()
        }
        let stored = try #require(try await connections[0].load().facts[Self.kusatsu])
        #expect(stored.priceYen != nil && stored.note != nil, "\(stored)")
    }
}
