import IssueReporting

/// Whether a frame is being composed: the shell sets it around drawing, and what must never run
/// then asks it. Rendering only reads: an effect started while a frame is drawn (a load, a write,
/// a signing) is a bug, reported as an issue (a failure in tests, a runtime warning otherwise)
/// and counted, so a run over every screen can check that the count stays 0. A derivation (a
/// filter, a sort, an encoding, a timetable) is reported the same way: the places that derive
/// call `derives` first, so one that moves back into `state` or a view fails a test.
public enum FrameComposition {
    @TaskLocal public static var isActive = false

    /// Effects started and derivations made while a frame was composed, in this process.
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

    /// Reports a derivation (`what`: "the favourites' rows") made while a frame is composed: it
    /// belongs in `send`, `layout` or a store update, with its result stored for `state` to read.
    @MainActor
    public static func derives(_ what: @autoclosure () -> String) {
        check("\(what()) derived")
    }
}
