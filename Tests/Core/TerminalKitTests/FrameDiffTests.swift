import Testing
@testable import TerminalKit

@MainActor
@Suite struct FrameDiffTests {
    @Test func changingOneCellWritesOneCell() {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 5))
        var frame = Canvas(size: terminal.size)
        frame.put("草津温泉 Kusatsu", x: 0, y: 1)
        let first = terminal.draw(frame)
        #expect(first == 20 * 5 - 4) // every cell but the 4 continuation halves
        frame.put("k", x: 9, y: 1)
        #expect(terminal.draw(frame) == 1)
        #expect(terminal.screen.text(row: 1).hasPrefix("草津温泉 kusatsu"))
        #expect(terminal.draw(frame) == 0)
    }

    @Test func changingAWideCharacterWritesOneCell() {
        var old = Canvas(size: Size(width: 10, height: 1))
        old.put("草津", x: 0, y: 0)
        var new = old
        new.put("箱", x: 2, y: 0)
        let changes = FrameDiff.changes(from: old, to: new)
        #expect(changes.count == 1)
        #expect(changes.first?.x == 2)
        #expect(changes.first?.cell.character == "箱")
    }

    @Test func resizeRepaintsEverything() {
        let old = Canvas(size: Size(width: 4, height: 2))
        let new = Canvas(size: Size(width: 5, height: 2))
        #expect(FrameDiff.changes(from: old, to: new).count == 10)
    }

    @Test func invalidateForcesAFullRepaint() {
        let terminal = HeadlessTerminal(size: Size(width: 6, height: 2))
        let frame = Canvas(size: terminal.size)
        terminal.draw(frame)
        terminal.invalidate()
        #expect(terminal.draw(frame) == 12)
    }
}
