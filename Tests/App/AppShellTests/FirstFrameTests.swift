import AppShell
import Testing

/// What waits for the first frame (the app's read of the whole catalog) starts once that frame
/// is written, and only then.
@MainActor
@Suite struct FirstFrameTests {
    @Test func afterFirstFrameRunsOnceTheFirstFrameIsWritten() async {
        let harness = ShellHarness(rendered: false)
        // No events: the loop ends at once, as when the terminal goes away.
        harness.terminal.finish()
        var framesWhenCalled: [Int] = []
        let code = await harness.shell.run(afterFirstFrame: { framesWhenCalled.append(harness.terminal.frameCount) })
        #expect(framesWhenCalled == [1])
        #expect(code == 129)
    }
}
