import Dispatch
import Foundation

/// A large index's posting-list walks split by record range, one part per core. Every keystroke
/// at a million areas walked lists of hundreds of thousands of entries on one core (up to 14 ms
/// for `kusat`), while the other waited: the per-key budget is 16 ms.
///
/// The parts write disjoint records of one `MatchState`: every walk offers a record only from its
/// own range, and the posting lists are in record order, so a part's share of a list is found by
/// a binary search. Each part notes its first matches in its own share of `touched`; `run`
/// then puts them back together, in record order.
enum RecordParts {
    /// Below this many records (the index then searches in one part) a search takes well under a
    /// millisecond, less than waking a second thread would cost.
    static let minimumRecords = 1 << 16

    /// One part per core, at most two: the machines this is made for have two, and the rest of
    /// the search (terms, collecting hits) stays on one.
    static let available = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))

    /// Runs `walk` over `0..<recordCount` in `parts` ranges at once (in the caller alone for one).
    static func run(recordCount: Int, parts: Int, state: MatchState,
                    _ walk: (_ records: Range<Int>, _ part: MatchState) -> Void) {
        guard parts > 1 else { return walk(0..<recordCount, state) }
        let first = state.touchedCount.pointee
        let room = max(0, state.touched.count - first)
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: parts)
        counts.initialize(repeating: 0, count: parts)
        defer { counts.deallocate() }
        // (concurrentPerform returns when every part has: the walk does not outlive this call.)
        withoutActuallyEscaping(walk) { walk in
            let shared = Unchecked(value: (walk, state, counts))
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let (walk, state, counts) = shared.value
                let slots = first + room * part / parts ..< first + room * (part + 1) / parts
                walk(recordCount * part / parts ..< recordCount * (part + 1) / parts,
                     state.sharing(touched: slots, count: counts + part))
            }
        }
        var total = first
        var complete = true
        for part in 0..<parts {
            let start = first + room * part / parts, share = first + room * (part + 1) / parts - start
            let noted = counts[part]
            if noted > share { complete = false }
            if complete && total != start {
                for offset in 0..<noted { state.touched[total + offset] = state.touched[start + offset] }
            }
            total += noted
        }
        // A part with more first matches than its share kept only some: the list is not whole, so
        // it reads as overfull and the hits are collected from every record.
        state.touchedCount.pointee = complete ? total : max(total, state.touched.count + 1)
    }

    /// Lets the walk and its state cross into `concurrentPerform`: the parts only read shared
    /// memory, and write records of their own ranges and slots of their own shares.
    private struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
    }
}
