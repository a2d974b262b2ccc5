/// Finder, separator, timing and alignment patterns, the dark module and
/// the reserved format/version areas (ISO/IEC 18004 §6.3).
extension ModuleGrid {
    /// A grid with every function module in place; format bits are drawn for mask 0
    /// only to reserve their area, and are redrawn once the real mask is known.
    static func withFunctionPatterns(for version: SymbolVersion) -> ModuleGrid {
        var grid = ModuleGrid(size: version.size)
        // Timing first: the finder and alignment patterns drawn afterwards overwrite its ends.
        for i in 0..<grid.size {
            grid.setFunction(x: 6, y: i, dark: i % 2 == 0)
            grid.setFunction(x: i, y: 6, dark: i % 2 == 0)
        }
        let far = grid.size - 4
        grid.drawFinder(centerX: 3, centerY: 3)
        grid.drawFinder(centerX: far, centerY: 3)
        grid.drawFinder(centerX: 3, centerY: far)
        grid.drawAlignmentPatterns(centers: version.alignmentCenters)
        grid.drawFormatInformation(mask: 0)
        grid.drawVersionInformation(version: version.number)
        return grid
    }

    /// Draws the 7×7 finder together with its one-module light separator
    /// (rings at Chebyshev distance 2 and 4 are light), clipped at the symbol edge.
    private mutating func drawFinder(centerX: Int, centerY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let x = centerX + dx
                let y = centerY + dy
                guard contains(x: x, y: y) else { continue }
                let ring = max(abs(dx), abs(dy))
                setFunction(x: x, y: y, dark: ring != 2 && ring != 4)
            }
        }
    }

    private mutating func drawAlignmentPatterns(centers: [Int]) {
        guard let first = centers.first, let last = centers.last else { return }
        for cy in centers {
            for cx in centers {
                // Those three positions coincide with the finder patterns.
                let overlapsFinder = (cx == first && cy == first)
                    || (cx == first && cy == last)
                    || (cx == last && cy == first)
                if overlapsFinder { continue }
                for dy in -2...2 {
                    for dx in -2...2 {
                        setFunction(x: cx + dx, y: cy + dy, dark: max(abs(dx), abs(dy)) != 1)
                    }
                }
            }
        }
    }

    /// Places both copies of the 15 format bits and the always-dark module at (8, size − 8).
    /// Bit 0 is the least significant bit of `FormatInformation.bits`.
    mutating func drawFormatInformation(mask: Int) {
        let bits = FormatInformation.bits(mask: mask)
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }

        // Copy around the top-left finder: down column 8, then left along row 8,
        // stepping over the timing pattern at row/column 6.
        for i in 0...5 {
            setFunction(x: 8, y: i, dark: bit(i))
        }
        setFunction(x: 8, y: 7, dark: bit(6))
        setFunction(x: 8, y: 8, dark: bit(7))
        setFunction(x: 7, y: 8, dark: bit(8))
        for i in 9..<15 {
            setFunction(x: 14 - i, y: 8, dark: bit(i))
        }

        // Copy split between the top-right and bottom-left finders.
        for i in 0..<8 {
            setFunction(x: size - 1 - i, y: 8, dark: bit(i))
        }
        for i in 8..<15 {
            setFunction(x: 8, y: size - 15 + i, dark: bit(i))
        }
        setFunction(x: 8, y: size - 8, dark: true)
    }

    /// Versions 7 and up carry two 6×3 copies of the 18 version bits (§7.10).
    private mutating func drawVersionInformation(version: Int) {
        guard let bits = VersionInformation.bits(version: version) else { return }
        for i in 0..<18 {
            let dark = (bits >> i) & 1 == 1
            let along = i / 3
            let across = size - 11 + i % 3
            setFunction(x: across, y: along, dark: dark)
            setFunction(x: along, y: across, dark: dark)
        }
    }
}
