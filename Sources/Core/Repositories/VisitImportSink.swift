import Entities
import Foundation

/// Writing a visits import in steps, so no step holds the database for long: `begin` opens a
/// batch, `add` stores rows into it in one short transaction each (nobody sees them yet), `commit`
/// shows them all at once, and `abandon` removes an unfinished batch.
public struct VisitImportSink: Sendable {
    public var begin: @Sendable (Date) async throws(UserDataError) -> Int64
    /// Returns how many rows were added: identical visits already stored (or earlier in the batch) are skipped.
    public var add: @Sendable (Int64, [VisitDraft], Date) async throws(UserDataError) -> Int
    public var commit: @Sendable (Int64) async throws(UserDataError) -> Void
    public var abandon: @Sendable (Int64) async throws(UserDataError) -> Void

    public init(
        begin: @escaping @Sendable (Date) async throws(UserDataError) -> Int64,
        add: @escaping @Sendable (Int64, [VisitDraft], Date) async throws(UserDataError) -> Int,
        commit: @escaping @Sendable (Int64) async throws(UserDataError) -> Void,
        abandon: @escaping @Sendable (Int64) async throws(UserDataError) -> Void
    ) {
        self.begin = begin
        self.add = add
        self.commit = commit
        self.abandon = abandon
    }
}
