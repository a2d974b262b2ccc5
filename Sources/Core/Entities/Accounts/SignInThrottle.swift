import Foundation

/// Failed sign-ins for one email, as stored: how many in a row and when the last one was.
public struct SignInFailures: Hashable, Sendable {
    public var count: Int
    public var lastAt: Date

    public init(count: Int, lastAt: Date) {
        self.count = count
        self.lastAt = lastAt
    }
}

/// What reserving one sign-in try decided: go ahead (the try is already counted as a wrong PIN,
/// with the failures now stored), or wait until a moment; `lastTry` is when the last counted try
/// began (it may still be in flight: a right PIN then clears the count).
public enum SignInAttempt: Hashable, Sendable {
    case allowed(SignInFailures)
    case throttled(until: Date, lastTry: Date)
}

/// How long sign-in waits after wrong PINs. A few mistakes cost nothing; after that each wrong PIN
/// doubles the wait, up to a day. Kept per email (known or not, so the throttle does not tell which
/// emails have accounts) and in the user database, so restarting the app does not reset it.
///
/// | wrong PINs in a row | next try allowed after |
/// |---|---|
/// | 1–4 | at once |
/// | 5 | 30 s |
/// | 6, 7, 8 … | 1, 2, 4 … min |
/// | 17 and more | 24 h |
///
/// So a 4-digit PIN (10,000 choices) takes years to guess instead of the 17 minutes it took at
/// ten tries a second.
public enum SignInThrottle {
    public static let freeAttempts = 4
    public static let firstWait: TimeInterval = 30
    public static let longestWait: TimeInterval = 24 * 3600
    /// A try refused while the tries that filled the window began less than this long ago waits
    /// for them (a few hashes' time): when one of them was the right PIN, it clears the count and
    /// the waiting try goes ahead. Six desks signing in at once all get in; six wrong PINs still
    /// get five checks. Ten seconds, not a hash's usual time: on a loaded two-core machine six
    /// PBKDF2 hashes at once took over three, and the sixth desk was refused with the right PIN.
    public static let inFlightGrace: TimeInterval = 10

    /// The wait after `failures` wrong PINs in a row.
    public static func wait(afterFailures failures: Int) -> TimeInterval {
        guard failures > freeAttempts else { return 0 }
        let doublings = min(failures - freeAttempts - 1, 32)
        return min(longestWait, firstWait * pow(2, Double(doublings)))
    }

    /// Decides one try against the stored failures and, when it is allowed, counts it as a wrong
    /// PIN before any hashing: the store runs this inside one write transaction, so however many
    /// processes try at once, no more than the allowed number are ever checked in a window.
    public static func reserve(_ failures: SignInFailures?, now: Date) -> SignInAttempt {
        if let until = retryAt(failures, now: now), let failures { return .throttled(until: until, lastTry: failures.lastAt) }
        return .allowed(SignInFailures(count: (failures?.count ?? 0) + 1, lastAt: now))
    }

    /// When the next try is allowed, or nil when it is allowed now.
    public static func retryAt(_ failures: SignInFailures?, now: Date) -> Date? {
        // No wait is no wait, even when another process stamped the last try a moment after this
        // one read its clock (four sign-ins at once then throttled the one that read it first).
        guard let failures, wait(afterFailures: failures.count) > 0 else { return nil }
        let allowed = failures.lastAt.addingTimeInterval(wait(afterFailures: failures.count))
        return allowed > now ? allowed : nil
    }
}
