import Synchronization

/// The buffers a search marks its matches in, kept for the next search of the same index: made
/// afresh, every keystroke at a large catalog would have the kernel fault in and clear megabytes
/// of new pages. A search that starts while another
/// holds them makes its own, so searches never wait on each other.
final class MatchScratch: Sendable {
    struct Buffers: @unchecked Sendable {  // moved between searches whole, through `spare`
        let rank: UnsafeMutableBufferPointer<UInt8>
        let detail: UnsafeMutableBufferPointer<UInt32>
        let touched: UnsafeMutableBufferPointer<UInt32>
        let touchedCount: UnsafeMutablePointer<Int>

        init(recordCount: Int) {
            rank = .allocate(capacity: recordCount)
            detail = .allocate(capacity: recordCount)
            // Only a search with few matches reads them back (`sortedMatches`): past that many,
            // first matches are counted, not kept.
            touched = .allocate(capacity: recordCount / SearchIndex.refinementDivisor + 1)
            touchedCount = .allocate(capacity: 1)
            touchedCount.initialize(to: 0)
        }

        var recordCount: Int { rank.count }

        func deallocate() {
            rank.deallocate()
            detail.deallocate()
            touched.deallocate()
            touchedCount.deallocate()
        }
    }

    private let spare = Mutex<Buffers?>(nil)

    init() {}

    /// Buffers for `recordCount` records: the spare ones if free, new ones otherwise.
    func take(recordCount: Int) -> Buffers {
        if let buffers = spare.withLock({ spare in defer { spare = nil }; return spare }) {
            if buffers.recordCount == recordCount { return buffers }
            buffers.deallocate()
        }
        return Buffers(recordCount: recordCount)
    }

    /// Makes the spare buffers now and writes every page of them, so the first search that uses
    /// them does not wait for the kernel to provide them (see `SearchIndex.loadIntoMemory`).
    func prepare(recordCount: Int) {
        let buffers = take(recordCount: recordCount)
        buffers.rank.initialize(repeating: MatchState.unmatched)
        buffers.detail.initialize(repeating: 0)
        buffers.touched.initialize(repeating: 0)
        giveBack(buffers)
    }

    /// Keeps `buffers` for the next search, unless another search's are kept already.
    func giveBack(_ buffers: Buffers) {
        let kept = spare.withLock { spare -> Bool in
            guard spare == nil else { return false }
            spare = buffers
            return true
        }
        if !kept { buffers.deallocate() }
    }

    deinit {
        spare.withLock { $0?.deallocate() }
    }
}
