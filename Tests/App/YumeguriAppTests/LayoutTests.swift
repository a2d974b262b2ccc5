import Foundation
import TestSupport
import TerminalKit
import Testing

/// Issue 15, item 7: every screen of the app — live registry, real catalog, a fresh user database,
/// signed in with a ticket (and signed out where that differs) — at 60×16, 80×24, 100×30 and
/// 160×50, with ambiguous characters narrow and wide, has no text drawn over other text and no box
/// with text over its side (`yumeguri-bench layout`, headless and in-process in the binary). Text
/// cut by its clip ends with an ellipsis by construction (Canvas.put, tested in CanvasTests).
@Suite(.serialized, .timeLimit(.minutes(5))) struct LayoutTests {
    @Test func everyScreenAtFourSizesAndBothAmbiguousWidthsKeepsItsTextInItsBox() async throws {
        let result = try await Spawn.runDetached([TmuxSession.benchBinary, "layout"])
        #expect(result.status == 0, "layout check failed:\n\(result.output)\n\(result.error)")
        // (13 scenes signed out + 49 signed in) × 4 sizes × 2 widths × 2 languages: nothing was skipped.
        #expect(result.output.contains("レイアウト: 992 画面、問題 0 件"), "\(result.output)")
    }

    /// Issue 15: with the filter panel open at 80 columns, rows ran into the panel and its footer
    /// was cut (`F/Esc 閉`). Every row now ends before the panel's left side, at column 46.
    @Test func theFilterPanelAtEightyColumnsKeepsTheListOutOfIt() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await Spawn.runDetached([TmuxSession.benchBinary, "layout", "--sizes", "80x24", "--widths", "narrow",
                                         "--only", "search-filters", "--dump", directory.path])
        #expect(result.status == 0, "\(result.output)")
        for scene in ["search-filters", "search-filters-sorted"] {
            let frame = try String(contentsOf: directory.appendingPathComponent("80x24-ja-narrow-in-\(scene).txt"), encoding: .utf8)
            let rows = frame.split(separator: "\n").map(String.init).dropFirst(3).prefix(20)
            #expect(rows.count == 20)
            for row in rows {
                let border = row.firstIndex { "│┌└".contains($0) }
                #expect(border.map { DisplayWidth.of(row[..<$0]) } == 46, "\(scene): \(row)")
            }
            #expect(frame.contains("Space 切替 · x 解除 · F 閉じる"))
        }
    }
}

/// Issue 15, item 6: curses, which moves its cursor by `wcwidth`, measures ambiguous characters as
/// the canvas does, so a terminal that draws them wide gets every following cell where it belongs.
@Suite struct CursesWidthTests {
    @Test func theBinaryGivesCursesTheCanvasWidths() async throws {
        let result = try await Spawn.runDetached([TmuxSession.benchBinary, "curses-width"])
        #expect(result.status == 0)
        #expect(result.output.contains("narrow: 1 1 1 2 1"), "\(result.output)")
        #expect(result.output.contains("wide: 2 2 1 2 1"), "\(result.output)")
    }
}
