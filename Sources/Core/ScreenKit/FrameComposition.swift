import IssueReporting

/// Whether a frame is being composed: the shell sets it around drawing, and what must never run
/// then asks it. Rendering only reads: an effect started while a frame is drawn (a load, a write,
/// a signing) is a bug, reported as an issue (a failure in tests, a runtime warning otherwise)
/// and counted, so a run over every screen can check that the count stays 0.
public enum FrameComposition {
    @TaskLocal public static var isActive = false

    /// Effects started while a frame was composed, in this process.
    @MainActor public private(set) static var violations = 0

    /// Runs `body` as the composition of a frame.
    @MainActor
    public static func compose<Frame>(_ body: () -> Frame) -> Frame {
        $isActive.withValue(true, operation: body)
    }

    /// Reports `what` if it happens while a frame is composed.
    @MainActor
    static func check(_ what: @autoclosure () -> String) {
        guard isActive else { return }
        violations += 1
        reportIssue("\(what()) while a frame was composed: rendering only reads")
    }
}
