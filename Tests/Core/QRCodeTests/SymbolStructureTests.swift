import Testing
@testable import QRCode

@Suite("Symbol structure")
struct SymbolStructureTests {
    private func code(version: Int) throws -> QRCode {
        let payload = Payloads.ascii(length: Payloads.publishedCapacities[version - 1])
        let code = try QRCode.encode(payload)
        try #require(code.version == version)
        return code
    }

    @Test("Byte capacities and codeword totals match the published tables")
    func capacities() {
        let publishedTotals = [26, 44, 70, 100, 134, 172, 196, 242, 292, 346]
        #expect(SymbolVersion.all.map(\.number) == Array(1...10))
        #expect(SymbolVersion.all.map(\.byteCapacity) == Payloads.publishedCapacities)
        #expect(SymbolVersion.all.map(\.totalCodewordCount) == publishedTotals)
        #expect(QRCode.maximumPayloadBytes == 213)
    }

    @Test("Non-function modules hold every codeword plus the remainder bits")
    func dataModuleCount() {
        let remainderBits = [0, 7, 7, 7, 7, 7, 0, 0, 0, 0]
        for version in SymbolVersion.all {
            let grid = ModuleGrid.withFunctionPatterns(for: version)
            let dataModules = grid.isFunction.filter { !$0 }.count
            #expect(dataModules == version.totalCodewordCount * 8 + remainderBits[version.number - 1], "version \(version.number)")
        }
    }

    @Test("The smallest fitting version is chosen", arguments: 1...10)
    func smallestVersion(version: Int) throws {
        let capacity = Payloads.publishedCapacities[version - 1]
        let full = try QRCode.encode(Payloads.ascii(length: capacity))
        #expect(full.version == version)
        #expect(full.size == 17 + 4 * version)
        if version < 10 {
            #expect(try QRCode.encode(Payloads.ascii(length: capacity + 1)).version == version + 1)
        }
    }

    @Test("Finder patterns and separators sit in three corners", arguments: 1...10)
    func finderPatterns(version: Int) throws {
        let code = try code(version: version)
        let far = code.size - 7
        for (originX, originY) in [(0, 0), (far, 0), (0, far)] {
            for dy in -1...7 {
                for dx in -1...7 {
                    let x = originX + dx
                    let y = originY + dy
                    guard x >= 0, y >= 0, x < code.size, y < code.size else { continue }
                    let inside = (0...6).contains(dx) && (0...6).contains(dy)
                    let ring = max(abs(dx - 3), abs(dy - 3))
                    let expected = inside && ring != 2
                    #expect(code[x, y] == expected, "finder at (\(originX), \(originY)), module (\(x), \(y))")
                }
            }
        }
    }

    @Test("Timing patterns alternate, starting dark", arguments: 1...10)
    func timingPatterns(version: Int) throws {
        let code = try code(version: version)
        for i in 8..<(code.size - 8) {
            #expect(code[i, 6] == (i % 2 == 0), "row 6, column \(i)")
            #expect(code[6, i] == (i % 2 == 0), "column 6, row \(i)")
        }
    }

    @Test("The dark module is at column 8, row 4·version + 9", arguments: 1...10)
    func darkModule(version: Int) throws {
        let code = try code(version: version)
        #expect(code[8, 4 * version + 9])
    }

    @Test("Alignment patterns sit at the Annex E centres", arguments: 2...10)
    func alignmentPatterns(version: Int) throws {
        let code = try code(version: version)
        let centres = SymbolVersion.all[version - 1].alignmentCenters
        var drawn = 0
        for cy in centres {
            for cx in centres {
                let nearFinder = (cx < 9 && cy < 9) || (cx < 9 && cy > code.size - 9) || (cx > code.size - 9 && cy < 9)
                if nearFinder { continue }
                drawn += 1
                for dy in -2...2 {
                    for dx in -2...2 {
                        #expect(code[cx + dx, cy + dy] == (max(abs(dx), abs(dy)) != 1), "centre (\(cx), \(cy))")
                    }
                }
            }
        }
        #expect(drawn == centres.count * centres.count - 3)
    }

    /// Format bits from most to least significant, for each copy, as laid out in ISO/IEC 18004 Figure 25.
    private func formatWords(_ code: QRCode) -> (Int, Int) {
        let n = code.size
        let first: [(Int, Int)] = [(0, 8), (1, 8), (2, 8), (3, 8), (4, 8), (5, 8), (7, 8), (8, 8),
                                   (8, 7), (8, 5), (8, 4), (8, 3), (8, 2), (8, 1), (8, 0)]
        let second: [(Int, Int)] = (0..<7).map { (8, n - 1 - $0) } + (0..<8).map { (n - 8 + $0, 8) }
        func read(_ positions: [(Int, Int)]) -> Int {
            positions.reduce(0) { $0 << 1 | (code[$1.0, $1.1] ? 1 : 0) }
        }
        return (read(first), read(second))
    }

    @Test("Both format-information copies name level M and the chosen mask", arguments: 1...10)
    func formatInformationInSymbol(version: Int) throws {
        let code = try code(version: version)
        let (first, second) = formatWords(code)
        let expected = Int(FormatVersionInformationTests.publishedFormatBits[code.mask], radix: 2)
        #expect(first == expected)
        #expect(second == expected)
    }

    @Test("Every forced mask is recorded in the format information", arguments: 0..<8)
    func forcedMaskFormat(mask: Int) throws {
        let code = try QRCode.encode(Array("yumeguri".utf8), forcedMask: mask)
        #expect(code.mask == mask)
        let (first, second) = formatWords(code)
        let expected = Int(FormatVersionInformationTests.publishedFormatBits[mask], radix: 2)
        #expect(first == expected)
        #expect(second == expected)
    }

    @Test("Both version-information blocks carry the published bits", arguments: 7...10)
    func versionInformationInSymbol(version: Int) throws {
        let code = try code(version: version)
        let expected = try #require(FormatVersionInformationTests.publishedVersionBits[version].flatMap { Int($0, radix: 2) })
        // Bit i sits at row i / 3, column size − 11 + i % 3 (top right) and transposed (bottom left).
        var topRight = 0
        var bottomLeft = 0
        for i in stride(from: 17, through: 0, by: -1) {
            topRight = topRight << 1 | (code[code.size - 11 + i % 3, i / 3] ? 1 : 0)
            bottomLeft = bottomLeft << 1 | (code[i / 3, code.size - 11 + i % 3] ? 1 : 0)
        }
        #expect(topRight == expected)
        #expect(bottomLeft == expected)
    }

    @Test("The chosen mask has the lowest penalty of all eight")
    func chosenMaskIsCheapest() throws {
        for payload in ["a", "yumeguri-ticket:T-20261121-0001:7", Payloads.ascii(length: 130)] {
            let bytes = Array(payload.utf8)
            let chosen = try QRCode.encode(bytes)
            let penalties = try (0..<8).map { mask in
                let code = try QRCode.encode(bytes, forcedMask: mask)
                var grid = ModuleGrid(size: code.size)
                for y in 0..<code.size {
                    for x in 0..<code.size {
                        grid[x, y] = code[x, y]
                    }
                }
                return MaskPenalty.score(grid)
            }
            #expect(penalties.firstIndex(of: penalties.min() ?? -1) == chosen.mask)
        }
    }

    @Test("Out-of-range coordinates read as light quiet zone")
    func outsideIsLight() throws {
        let code = try QRCode.encode("a")
        #expect(!code[-1, 0])
        #expect(!code[0, code.size])
        #expect(code[0, 0])
    }
}
