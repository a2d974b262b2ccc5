import Testing
@testable import NcursesTerminal
import TerminalKit

/// curses measures characters with this wcwidth (CursesCellWidth.swift): as the canvas does, with
/// the ambiguous width chosen, and with the C meaning for controls.
@Suite struct CursesCellWidthTests {
    @Test func cursesMeasuresAsTheCanvasDoes() {
        cursesAmbiguousIsWide.store(false, ordering: .relaxed)
        #expect(cursesCellWidth(0x2605) == 1)
        #expect(cursesCellWidth(0x8349) == 2)
        #expect(cursesCellWidth(0x41) == 1)
        #expect(cursesCellWidth(0x1B) == -1)
        #expect(cursesCellWidth(0x9B) == -1)
        #expect(cursesCellWidth(0) == 0)
        #expect(cursesCellWidth(0x301) == 0)
        cursesAmbiguousIsWide.store(true, ordering: .relaxed)
        defer { cursesAmbiguousIsWide.store(false, ordering: .relaxed) }
        #expect(cursesCellWidth(0x2605) == 2)
        #expect(cursesCellWidth(0x2103) == 2)
        #expect(cursesCellWidth(0x2500) == 1)
        #expect(cursesCellWidth(0x8349) == 2)
    }
}
