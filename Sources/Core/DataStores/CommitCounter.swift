import Foundation

/// A count shared by the threads that commit through one connection.
final class CommitCounter: @unchecked Sendable {
    // Guarded by `lock`.
    private var count = 0
    private let lock = NSLock()

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
