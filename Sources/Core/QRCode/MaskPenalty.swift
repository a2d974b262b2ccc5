/// The four penalty rules of §7.8.3 used to choose a mask.
enum MaskPenalty {
    static let runWeight = 3
    static let blockWeight = 3
    static let finderLikeWeight = 40
    static let balanceWeight = 10

    static func score(_ grid: ModuleGrid) -> Int {
        var total = 0
        for y in 0..<grid.size {
            total += lineScore((0..<grid.size).map { grid[$0, y] })
        }
        for x in 0..<grid.size {
            total += lineScore((0..<grid.size).map { grid[x, $0] })
        }
        return total + blockScore(grid) + balanceScore(grid)
    }

    /// Rules 1 and 3 for one row or column.
    static func lineScore(_ line: [Bool]) -> Int {
        runScore(line) + finderLikeScore(line)
    }

    /// Rule 1: each run of five or more same-coloured modules costs 3 + (length − 5).
    static func runScore(_ line: [Bool]) -> Int {
        var score = 0
        var runLength = 0
        var previous: Bool?
        for module in line {
            if module == previous {
                runLength += 1
            } else {
                runLength = 1
                previous = module
            }
            if runLength == 5 {
                score += runWeight
            } else if runLength > 5 {
                score += 1
            }
        }
        return score
    }

    /// Rule 3: dark-light-dark×3-light-dark with four light modules on either side.
    /// Modules beyond the edge count as light because the quiet zone is light;
    /// a core with light on both sides is counted once per side.
    static func finderLikeScore(_ line: [Bool]) -> Int {
        let core: [Bool] = [true, false, true, true, true, false, true]
        let count = line.count
        func isLight(_ range: Range<Int>) -> Bool {
            range.allSatisfy { $0 < 0 || $0 >= count || !line[$0] }
        }
        var score = 0
        var start = 0
        while start + core.count <= count {
            if line[start..<start + core.count].elementsEqual(core) {
                if isLight(start - 4..<start) {
                    score += finderLikeWeight
                }
                if isLight(start + core.count..<start + core.count + 4) {
                    score += finderLikeWeight
                }
            }
            start += 1
        }
        return score
    }

    /// Rule 2: every 2×2 square of one colour (overlapping squares each count).
    static func blockScore(_ grid: ModuleGrid) -> Int {
        var score = 0
        for y in 0..<grid.size - 1 {
            for x in 0..<grid.size - 1 {
                let colour = grid[x, y]
                if grid[x + 1, y] == colour && grid[x, y + 1] == colour && grid[x + 1, y + 1] == colour {
                    score += blockWeight
                }
            }
        }
        return score
    }

    /// Rule 4: 10 points for each full 5 % step that the dark share is away from 50 %.
    static func balanceScore(_ grid: ModuleGrid) -> Int {
        let total = grid.size * grid.size
        let dark = grid.modules.filter { $0 }.count
        let steps = abs(dark * 20 - total * 10) / total
        return steps * balanceWeight
    }
}
