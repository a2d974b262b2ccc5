import Entities
import Foundation
import Repositories

/// Imports a visit file of any size: a first pass reads the whole file and checks every row (a bad
/// row changes nothing and is reported with its line), a second pass stores the rows in short
/// transactions that each commit once they have held the database `transactionHold` (well within
/// `transactionBudget`, a frame), with the log checkpointed between them, and the batch becomes
/// visible in one last short commit. Neither pass holds more than one read buffer and one group of rows.
public enum VisitFileImport {
    public struct Progress: Sendable, Equatable {
        public enum Phase: Sendable, Equatable { case checking, storing }
        public var phase: Phase
        public var rows: Int
        /// Known once the file has been checked.
        public var total: Int?
    }

    public struct Result: Sendable, Equatable {
        public var added: Int
        public var total: Int
        /// The longest any one write transaction held the database: what another writer may wait.
        public var longestTransaction: Duration = .zero
        public var alreadyRecorded: Int { total - added }

        public init(added: Int, total: Int, longestTransaction: Duration = .zero) {
            self.added = added
            self.total = total
            self.longestTransaction = longestTransaction
        }

        public static func == (lhs: Result, rhs: Result) -> Bool { lhs.added == rhs.added && lhs.total == rhs.total }
    }

    /// How long another process's write (a purchase, a favourite) may wait for the import at
    /// most: about a frame.
    public static let transactionBudget = Duration.milliseconds(16)
    /// How long one transaction writes before it commits: well under half the budget, so that its
    /// commit (a few milliseconds more on a busy machine) and a moment when this process is not
    /// scheduled still fit in it.
    static let transactionHold = Duration.milliseconds(6)
    /// Rows offered per transaction start here and follow what the last one took: rows in date
    /// order append and fit thousands in the hold, rows in random order fit far fewer.
    static let rowsPerTransaction = (initial: 1_000, range: 50...8_000)
    /// Rows stored between checkpoints of the log (about 4 MB of it).
    static let rowsPerCheckpoint = 20_000
    static let transactionGap = Duration.milliseconds(4)
    /// Rows sorted together before they are stored: a few megabytes, enough that a shuffled file
    /// writes in runs.
    static let sortWindow = 65_536
    static let readSize = 1 << 20

    public static func run(
        path: String, knownFacility: @escaping (FacilityID) -> Bool, sink: VisitImportSink, now: Date,
        progress: (Progress) -> Void = { _ in }
    ) async throws(UserDataError) -> Result {
        var checked = 0
        let today = VisitDate(now, timeZone: JapanTime.timeZone)
        try readRows(path: path, knownFacility: knownFacility, today: today) { rows throws(UserDataError) in
            checked += rows.count
            progress(Progress(phase: .checking, rows: checked, total: nil))
        }
        let batch = try await sink.begin(now)
        do throws(UserDataError) {
            var stored = 0, added = 0
            var longest = Duration.zero
            var window: [VisitDraft] = []
            var groupSize = rowsPerTransaction.initial
            // The rows are read again rather than kept from the first pass: a million visits
            // would otherwise be held in memory between the passes.
            let reader = VisitFileReader(path: path, knownFacility: knownFacility, today: today)
            while let rows = try reader.next() {
                window.append(contentsOf: rows)
                guard window.count >= sortWindow || reader.atEnd else { continue }
                // In the index's order (date, then area): a file in any order then writes runs of
                // neighbouring index pages instead of one page here and one there for every row.
                window.sort { ($0.date, $0.facilityID.rawValue) < ($1.date, $1.facilityID.rawValue) }
                var next = window.startIndex
                while next < window.endIndex {
                    let group = Array(window[next..<min(next + groupSize, window.endIndex)])
                    let step = try await sink.add(batch, group, now, transactionHold)
                    next += step.stored
                    added += step.added
                    let held = step.held
                    longest = max(longest, held)
                    groupSize = nextGroupSize(after: step.stored, held: held)
                    if (stored + step.stored) / rowsPerCheckpoint > stored / rowsPerCheckpoint { try await sink.checkpoint() }
                    stored += step.stored
                    progress(Progress(phase: .storing, rows: stored, total: checked))
                    // Another process's write polls every 2 ms while it waits (UserDatabase's busy
                    // handler): a gap of one or two polls lets it in before this import takes the lock
                    // again, and costs the import a quarter of its writing time at most.
                    try? await Task.sleep(for: min(max(held / 4, .milliseconds(2)), transactionGap))
                }
                window.removeAll(keepingCapacity: true)
            }
            // The last commit is synced in full: with the log checkpointed first, it syncs little.
            try await sink.checkpoint()
            let committing = ContinuousClock.now
            try await sink.commit(batch)
            longest = max(longest, ContinuousClock.now - committing)
            return Result(added: added, total: checked, longestTransaction: longest)
        } catch {
            await abandon(batch, sink)
            throw error
        }
    }

    /// Removes a failed import's invisible rows now, not at the next import (a disk-full import
    /// left 178,051 of them, about 20 MB). On a full disk the first delete fails too, since its log
    /// needs room: the log is moved into the file first, so the deletes reuse its space, then tried again.
    static func abandon(_ batch: Int64, _ sink: VisitImportSink) async {
        do throws(UserDataError) { try await sink.abandon(batch) } catch {
            try? await sink.checkpoint()
            try? await sink.abandon(batch)
        }
    }

    /// The next group's size: a little more than what would take the hold at the rate just seen
    /// (the transaction stops at the hold anyway), moving at most by half or double per group.
    static func nextGroupSize(after rows: Int, held: Duration) -> Int {
        let range = rowsPerTransaction.range
        guard held > .zero else { return min(range.upperBound, rows * 2) }
        let fitting = Double(rows) * (transactionHold / held) * 1.25
        let bounded = min(max(fitting, Double(rows) / 2), Double(rows) * 2)
        return min(max(Int(bounded), range.lowerBound), range.upperBound)
    }

    /// Calls `body` with each group of rows as the file is read.
    static func readRows(path: String, knownFacility: @escaping (FacilityID) -> Bool, today: VisitDate,
                         _ body: ([VisitDraft]) throws(UserDataError) -> Void) throws(UserDataError) {
        let reader = VisitFileReader(path: path, knownFacility: knownFacility, today: today)
        while let rows = try reader.next() { try body(rows) }
    }
}

/// Reads a visit file a buffer at a time and hands back the rows each buffer completes.
final class VisitFileReader {
    private let path: String
    private var parser: VisitFileParser
    private var descriptor: Int32 = -1
    private(set) var atEnd = false
    private var buffer = [UInt8](repeating: 0, count: VisitFileImport.readSize)

    init(path: String, knownFacility: @escaping (FacilityID) -> Bool, today: VisitDate) {
        self.path = path
        parser = VisitFileParser(knownFacility: knownFacility, today: today)
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// The rows completed by the next buffer (possibly none), or nil after the end of the file.
    func next() throws(UserDataError) -> [VisitDraft]? {
        if atEnd { return nil }
        if descriptor < 0 {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .importFile(path: path, reason: FileProblem.describe(errno: errno)) }
        }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            throw .importFile(path: path, reason: FileProblem.describe(errno: errno))
        }
        if count == 0 {
            atEnd = true
            try parser.finish()
        } else {
            try parser.feed(buffer[..<count])
        }
        return parser.takeRows()
    }
}
