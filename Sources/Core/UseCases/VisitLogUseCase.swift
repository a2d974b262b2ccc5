import Dependencies
import Entities
import Foundation
import Repositories

/// Keeping the visit log (湯めぐり記録): the operations `VisitLogStore` performs on disk.
public struct VisitLogUseCase: Sendable {
    public var load: @Sendable () async throws(UserDataError) -> [Visit]
    public var record: @Sendable (VisitDraft, Date) async throws(UserDataError) -> Visit
    public var delete: @Sendable (Int64) async throws(UserDataError) -> Void
    public var importVisits: @Sendable ([VisitDraft], Date) async throws(UserDataError) -> Int

    public init(
        load: @escaping @Sendable () async throws(UserDataError) -> [Visit],
        record: @escaping @Sendable (VisitDraft, Date) async throws(UserDataError) -> Visit,
        delete: @escaping @Sendable (Int64) async throws(UserDataError) -> Void,
        importVisits: @escaping @Sendable ([VisitDraft], Date) async throws(UserDataError) -> Int
    ) {
        self.load = load
        self.record = record
        self.delete = delete
        self.importVisits = importVisits
    }

    public init(repository: UserDataRepository) {
        let sink = repository.visitImport
        self.init(load: repository.visits, record: repository.addVisit, delete: repository.deleteVisit,
                  importVisits: { drafts, now throws(UserDataError) in
                      let batch = try await sink.begin(now)
                      do throws(UserDataError) {
                          let added = try await sink.add(batch, drafts, now)
                          try await sink.commit(batch)
                          return added
                      } catch {
                          try? await sink.abandon(batch)
                          throw error
                      }
                  })
    }
}

extension VisitLogUseCase: DependencyKey {
    public static var liveValue: VisitLogUseCase {
        @Dependency(\.userDataRepository) var repository
        return VisitLogUseCase(repository: repository)
    }

    /// Over whatever repository the test installs (the repository's own test value fails loudly).
    public static var testValue: VisitLogUseCase { liveValue }
}

extension DependencyValues {
    public var visitLogUseCase: VisitLogUseCase {
        get { self[VisitLogUseCase.self] }
        set { self[VisitLogUseCase.self] = newValue }
    }
}
