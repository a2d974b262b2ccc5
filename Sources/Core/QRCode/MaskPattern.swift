/// The eight data-mask conditions of §7.8.2; x is the column, y the row.
enum MaskPattern {
    static let all = 0..<8

    static func inverts(mask: Int, x: Int, y: Int) -> Bool {
        switch mask {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: (x * y) % 2 + (x * y) % 3 == 0
        case 6: ((x * y) % 2 + (x * y) % 3) % 2 == 0
        default: ((x + y) % 2 + (x * y) % 3) % 2 == 0
        }
    }
}

extension ModuleGrid {
    /// XOR is its own inverse, so applying the same mask twice restores the grid.
    mutating func applyMask(_ mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunctionModule(x: x, y: y) {
                if MaskPattern.inverts(mask: mask, x: x, y: y) {
                    self[x, y].toggle()
                }
            }
        }
    }
}
