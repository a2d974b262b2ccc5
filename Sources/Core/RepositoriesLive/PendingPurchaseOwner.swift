#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which process a pending purchase belongs to, and whether that process is still running.
public enum PendingPurchaseOwner {
    public static var current: Int { Int(getpid()) }

    /// True for this process's own rows and for rows of a process that no longer exists.
    public static func isGone(_ pid: Int) -> Bool {
        guard pid != current else { return true }
        guard pid > 0, pid <= Int(Int32.max) else { return true }
        // Signal 0 only asks whether the process exists; EPERM means it exists but is not ours.
        return kill(pid_t(pid), 0) != 0 && errno == ESRCH
    }
}
