import Entities
import Foundation
#if canImport(Glibc)
import Glibc
import Localization
#endif

/// An exclusive advisory lock (`flock`) on a file, between processes. The kernel drops it when the
/// holder's descriptor closes, which includes the holder being killed, so a crash never leaves it held.
enum CrossProcessLock {
    /// Runs `body` while holding the lock on `path` (created 0600 if missing). Waits up to `timeout`
    /// for another process to release it: a holder only ever keeps it for milliseconds, so running
    /// out means something is wrong with that process, and the caller gets an error, not a hang.
    static func withLock<T>(
        path: String, timeout: Duration, _ body: () throws(UserDataError) -> T
    ) throws(UserDataError) -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .database(DataStoreText.cannotOpenLock(path: path, reason: FileProblem.describe(errno: errno)).text) }
        // Closing the descriptor is what releases the lock.
        defer { close(descriptor) }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        // Non-blocking attempts rather than a blocking flock, so a holder that is stopped (Ctrl-Z)
        // cannot make every other instance wait forever.
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .database(DataStoreText.cannotLock(path: path, reason: FileProblem.describe(errno: errno)).text)
            }
            guard clock.now < deadline else { throw .database(DataStoreText.lockHeld(path: path, duration: "\(timeout)").text) }
            usleep(2_000)
        }
        return try body()
    }
}
