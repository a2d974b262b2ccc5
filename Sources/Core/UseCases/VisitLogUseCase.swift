import Dependencies
import Entities
import Foundation
import Repositories

/// Keeping the visit log (湯めぐり記録): the operations `VisitLogStore` performs on disk.
public struct VisitLogUseCase: Sendable {
    public var load: @Sendable () async throws(UserDataError) -> [Visit]
    public var record: @Sendable (VisitDraft, Date) async throws(UserDataError) -> Visit
    /// Returns the visit as it was, for an undo.
    public var delete: @Sendable (Int64) async throws(UserDataError) -> Visit
    /// Corrects date, rating or note with the rules of adding on the Japan day of the date given.
    public var edit: @Sendable (Int64, VisitChange, Date) async throws(UserDataError) -> Visit
    /// Puts a deleted visit back.
    public var restore: @Sendable (Visit) async throws(UserDataError) -> Visit
    /// Where `importFile` stores a file's visits (the repository's batches); fails unless set.
    public var importSink: VisitImportSink = UserDataRepository.testValue.visitImport

    public init(
        load: @escaping @Sendable () async throws(UserDataError) -> [Visit],
        record: @escaping @Sendable (VisitDraft, Date) async throws(UserDataError) -> Visit,
        delete: @escaping @Sendable (Int64) async throws(UserDataError) -> Visit,
        edit: @escaping @Sendable (Int64, VisitChange, Date) async throws(UserDataError) -> Visit,
        restore: @escaping @Sendable (Visit) async throws(UserDataError) -> Visit
    ) {
        self.load = load
        self.record = record
        self.delete = delete
        self.edit = edit
        self.restore = restore
    }

    public init(repository: UserDataRepository) {
        self.init(load: repository.visits, record: repository.addVisit, delete: repository.deleteVisit,
                  edit: repository.updateVisit, restore: repository.restoreVisit)
        importSink = repository.visitImport
    }

    /// Adds the visits of a CSV or JSON file (`VisitFileImport`: every row checked first, then
    /// stored in short transactions).
    public func importFile(
        path: String, knownFacility: @escaping (FacilityID) -> Bool, now: Date,
        progress: (VisitFileImport.Progress) -> Void = { _ in }
    ) async throws(UserDataError) -> VisitFileImport.Result {
        try await VisitFileImport.run(path: path, knownFacility: knownFacility, sink: importSink, now: now, progress: progress)
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
