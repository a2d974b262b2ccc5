import DataStores

/// Which process a pending purchase belongs to, and whether that process is still running.
public enum PendingPurchaseOwner {
    public static var current: Int { ProcessLiveness.current }

    /// True for this process's own rows and for rows of a process that no longer exists.
    public static func isGone(_ pid: Int) -> Bool {
        pid == current || ProcessLiveness.isGone(pid)
    }
}
