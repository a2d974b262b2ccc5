import ScreenKit

/// Runs `body` as the shell runs a frame's composition: what it derives (a filter, a sort, a QR
/// code, a timetable) or starts (a load, a signing) is reported, which fails the test, and
/// counted. For the tests that hold a screen to "rendering only reads".
@MainActor
public func composingFrame<Result>(_ body: () -> Result) -> (result: Result, violations: Int) {
    let before = FrameComposition.violations
    let result = FrameComposition.compose(body)
    return (result, FrameComposition.violations - before)
}
