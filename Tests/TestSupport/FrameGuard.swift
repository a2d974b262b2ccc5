import Localization
import ScreenKit
import TerminalKit

/// Runs `body` as the shell runs a frame's composition: what it derives (a filter, a sort, a QR
/// code, a timetable) or starts (a load, a signing) is reported, which fails the test, and
/// counted. For the tests that hold a screen to "rendering only reads".
@MainActor
public func composingFrame<Result>(_ body: () -> Result) -> (result: Result, violations: Int) {
    let before = FrameComposition.violations
    let result = FrameComposition.compose(body)
    return (result, FrameComposition.violations - before)
}

/// One loop turn of the shell for `screen`: its layout, then its title (the breadcrumb reads it)
/// and its frame composed under the guard; the text drawn and the violations reported.
@MainActor
public func composedFrame(_ screen: some Screen, size: Size = Size(width: 100, height: 30),
                          language: Language = .ja) -> (text: String, violations: Int) {
    AppLanguage.$scoped.withValue(language) {
        var canvas = Canvas(size: size)
        screen.layout(in: canvas.bounds, asciiOnly: false)
        let violations = composingFrame {
            _ = screen.title
            screen.render(in: canvas.bounds, on: &canvas)
        }.violations
        return (canvas.plainText, violations)
    }
}
