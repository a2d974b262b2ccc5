import Entities
import Foundation

/// Writing a visits import in steps, so no step holds the database for long: `begin` opens a
/// batch, `add` stores rows from the front of those offered in one transaction that ends once it
/// has held the write lock for the limit given (nobody sees the rows yet), `checkpoint` moves the
/// log into the database between transactions, `commit` shows the batch at once, and `abandon`
/// removes an unfinished batch.
public struct VisitImportSink: Sendable {
    /// What one `add` did: rows taken from the front of those offered, how many of them were new
    /// (identical visits already stored, or earlier in the batch, are skipped), and how long its
    /// transaction held the write lock.
    public struct Step: Sendable, Equatable {
        public var stored: Int
        public var added: Int
        public var held: Duration

        public init(stored: Int, added: Int, held: Duration) {
            self.stored = stored
            self.added = added
            self.held = held
        }
    }

    public var begin: @Sendable (Date) async throws(UserDataError) -> Int64
    public var add: @Sendable (Int64, [VisitDraft], Date, _ holdingAtMost: Duration) async throws(UserDataError) -> Step
    public var checkpoint: @Sendable () async throws(UserDataError) -> Void
    public var commit: @Sendable (Int64) async throws(UserDataError) -> Void
    public var abandon: @Sendable (Int64) async throws(UserDataError) -> Void

    public init(
        begin: @escaping @Sendable (Date) async throws(UserDataError) -> Int64,
        add: @escaping @Sendable (Int64, [VisitDraft], Date, _ holdingAtMost: Duration) async throws(UserDataError) -> Step,
        checkpoint: @escaping @Sendable () async throws(UserDataError) -> Void = {},
        commit: @escaping @Sendable (Int64) async throws(UserDataError) -> Void,
        abandon: @escaping @Sendable (Int64) async throws(UserDataError) -> Void
    ) {
        self.begin = begin
        self.add = add
        self.checkpoint = checkpoint
        self.commit = commit
        self.abandon = abandon
    }
}
