import Testing
@testable import QRCode

@Suite("Mask penalty rules")
struct PenaltyTests {
    private func line(_ pattern: String) -> [Bool] {
        pattern.map { $0 == "1" }
    }

    @Test("Rule 1 charges 3 for five in a row plus 1 per extra module")
    func runs() {
        #expect(MaskPenalty.runScore(line("1010101010")) == 0)
        #expect(MaskPenalty.runScore(line("11110")) == 0)
        #expect(MaskPenalty.runScore(line("111110")) == 3)
        #expect(MaskPenalty.runScore(line("0000000")) == 5)
        #expect(MaskPenalty.runScore(line("11111000001")) == 6)
    }

    @Test("Rule 3 charges 40 per light side of a 1:1:3:1:1 core")
    func finderLike() {
        #expect(MaskPenalty.finderLikeScore(line("00001011101")) == 80) // left light, right is the edge
        #expect(MaskPenalty.finderLikeScore(line("1000010111011")) == 40)
        #expect(MaskPenalty.finderLikeScore(line("1000110111011")) == 0)
        #expect(MaskPenalty.finderLikeScore(line("110101110110")) == 0)
    }

    @Test("Rules 2 and 4 on an all-dark grid")
    func blocksAndBalance() {
        var grid = ModuleGrid(size: 3)
        for y in 0..<3 {
            for x in 0..<3 {
                grid[x, y] = true
            }
        }
        #expect(MaskPenalty.blockScore(grid) == 12)
        #expect(MaskPenalty.balanceScore(grid) == 100)
    }
}
