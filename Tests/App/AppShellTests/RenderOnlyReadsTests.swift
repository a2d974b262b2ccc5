import AppShell
import Dependencies
import Foundation
import Navigation
import ScreenKit
import TerminalKit
import Testing

/// A screen that loads while it is drawn: the mistake the shell's frame guard is there to catch.
@MainActor
final class LoadingWhileDrawnScreen: Screen {
    let effects = Effects()
    private(set) var loads = 0

    var title: String { "loads while drawn" }
    var keyHelp: [KeyHelp] { [] }

    func render(in rect: Rect, on canvas: inout Canvas) {
        effects.run { [weak self] in self?.loads += 1 }
        canvas.put("drawn", x: rect.x, y: rect.y, clip: rect)
    }

    func appear() {}
    func handle(_ key: KeyEvent) -> Bool { false }
}

/// Rendering only reads (issue 23): composing a frame that starts an effect — a load, a write, a
/// signing, anything that could reach a file or a database — is reported, in tests as a failure,
/// and counted, so `bench fuzz` and `bench layout` (every screen of the live app) fail on it too.
@MainActor
@Suite struct RenderOnlyReadsTests {
    @Test func aScreenThatStartsAnEffectWhileDrawnIsReported() {
        let screen = LoadingWhileDrawnScreen()
        let registry = ViewBuildingClient(
            screen: { destination -> any Screen in destination == .search ? screen : PlaceholderScreen(destination: destination) },
            nearbyPanel: { _ in StaticTextPanel(lines: []) },
            facilitySummaryPanel: { _ in StaticTextPanel(lines: []) })
        let before = FrameComposition.violations
        withKnownIssue {
            _ = ShellHarness(viewBuilding: registry)
        } matching: { issue in
            issue.description.contains("while a frame was composed")
        }
        #expect(FrameComposition.violations == before + 1)
        #expect(screen.loads == 1)
    }

    /// The same effect started by a key, outside the frame, is the normal way and reports nothing.
    @Test func anEffectStartedByAKeyIsNotReported() {
        let effects = Effects()
        var ran = false
        let before = FrameComposition.violations
        effects.run { ran = true }
        #expect(ran)
        #expect(FrameComposition.violations == before)
    }

    @Test func theGuardIsOnlyUpWhileTheFrameIsComposed() {
        #expect(!FrameComposition.isActive)
        #expect(FrameComposition.compose { FrameComposition.isActive })
        #expect(!FrameComposition.isActive)
    }
}
