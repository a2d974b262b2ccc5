#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the process that left something behind (a temp file, a pending row, an import batch)
/// still runs, so its leftovers can be told from work in progress.
public enum ProcessLiveness {
    public static var current: Int { Int(getpid()) }

    /// True when no process has this pid. Signal 0 only asks whether the process exists; EPERM
    /// means it exists but belongs to someone else.
    public static func isGone(_ pid: Int) -> Bool {
        guard pid > 0, pid <= Int(Int32.max) else { return true }
        return kill(pid_t(pid), 0) != 0 && errno == ESRCH
    }
}
