import Dependencies
import Entities
import Foundation
import Repositories

/// Keeping the visit log (湯めぐり記録): the operations `VisitLogStore` performs on disk.
public struct VisitLogUseCase: Sendable {
    public var load: @Sendable () async throws(UserDataError) -> [Visit]
    public var record: @Sendable (VisitDraft, Date) async throws(UserDataError) -> Visit
    public var delete: @Sendable (Int64) async throws(UserDataError) -> Void

    public init(
        load: @escaping @Sendable () async throws(UserDataError) -> [Visit],
        record: @escaping @Sendable (VisitDraft, Date) async throws(UserDataError) -> Visit,
        delete: @escaping @Sendable (Int64) async throws(UserDataError) -> Void
    ) {
        self.load = load
        self.record = record
        self.delete = delete
    }

    public init(repository: UserDataRepository) {
        self.init(load: repository.visits, record: repository.addVisit, delete: repository.deleteVisit)
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
