import Testing
@testable import NcursesTerminal

/// A paste read in bulk (issue 25.3) may be cut inside a character by a read: the cut part waits.
@Suite struct UTF8CutTests {
    @Test func aCharacterCutByTheReadIsLeftForTheNext() {
        let bytes = Array("a湯🍵".utf8)
        #expect(UTF8Cut.completePrefix(bytes) == bytes.count)
        for cut in 1..<3 { #expect(UTF8Cut.completePrefix(Array(bytes.dropLast(cut))) == 4) }
        #expect(UTF8Cut.completePrefix(Array(bytes.prefix(2))) == 1)
        #expect(UTF8Cut.completePrefix([0xFF]) == 1)
    }
}
