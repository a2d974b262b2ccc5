import MapCore
import Testing

@Suite struct BrailleCanvasTests {
    @Test func dotsMapToBrailleBits() {
        var canvas = BrailleCanvas(widthCells: 2, heightCells: 1)
        #expect(canvas.rows() == ["  "])
        canvas.set(dotX: 0, dotY: 0)
        #expect(canvas.rows() == ["\u{2801} "])
        canvas.set(dotX: 1, dotY: 3)
        #expect(canvas.rows() == ["\u{2881} "])
        for x in 2..<4 { for y in 0..<4 { canvas.set(dotX: x, dotY: y) } }
        #expect(canvas.rows() == ["\u{2881}\u{28FF}"])
        canvas.set(dotX: -1, dotY: 0)
        canvas.set(dotX: 4, dotY: 0)
        canvas.set(dotX: 0, dotY: 4)
        #expect(canvas.rows() == ["\u{2881}\u{28FF}"])
    }

    @Test func eachDotHasItsOwnBit() {
        var seen: Set<UInt8> = []
        for x in 0..<2 {
            for y in 0..<4 {
                var canvas = BrailleCanvas(widthCells: 1, heightCells: 1)
                canvas.set(dotX: x, dotY: y)
                #expect(canvas.isSet(dotX: x, dotY: y))
                seen.insert(canvas.pattern(cellX: 0, cellY: 0))
            }
        }
        #expect(seen == [1, 2, 4, 8, 16, 32, 64, 128])
    }

    @Test func bresenhamLineHitsEndpointsAndIsConnected() {
        var canvas = BrailleCanvas(widthCells: 10, heightCells: 5)
        canvas.line(from: (1, 2), to: (17, 13))
        #expect(canvas.isSet(dotX: 1, dotY: 2) && canvas.isSet(dotX: 17, dotY: 13))
        var count = 0
        for x in 0..<20 { for y in 0..<20 where canvas.isSet(dotX: x, dotY: y) { count += 1 } }
        #expect(count == 17)  // one dot per step along the major axis, both ends included
        for x in 1...17 {
            #expect((0..<20).contains { canvas.isSet(dotX: x, dotY: $0) }, "gap at x=\(x)")
        }
    }

    @Test func farOffscreenLinesAreClippedNotWalked() {
        var canvas = BrailleCanvas(widthCells: 10, heightCells: 5)
        canvas.line(from: (-1_000_000_000, 10), to: (1_000_000_000, 10))
        for x in 0..<20 { #expect(canvas.isSet(dotX: x, dotY: 10)) }
        var diagonal = BrailleCanvas(widthCells: 10, heightCells: 5)
        diagonal.line(from: (Int.min, Int.min), to: (Int.max, Int.max))
        #expect((0..<20).allSatisfy { diagonal.isSet(dotX: $0, dotY: $0) })
        var outside = BrailleCanvas(widthCells: 10, heightCells: 5)
        outside.line(from: (-5, -5), to: (-1, 30))
        outside.line(from: (25, 0), to: (20, 19))
        #expect(outside.rows().allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    @Test func dottedLineKeepsItsRhythm() {
        var canvas = BrailleCanvas(widthCells: 10, heightCells: 1)
        let phase = canvas.line(from: (0, 0), to: (5, 0), every: 2, phase: 0)
        canvas.line(from: (5, 0), to: (12, 0), every: 2, phase: phase)
        let dots = (0..<20).filter { canvas.isSet(dotX: $0, dotY: 0) }
        #expect(dots == [0, 2, 4, 6, 8, 10, 12])
        var clipped = BrailleCanvas(widthCells: 10, heightCells: 1)
        clipped.line(from: (-3, 0), to: (12, 0), every: 2, phase: 0)
        #expect((0..<20).filter { clipped.isSet(dotX: $0, dotY: 0) } == [1, 3, 5, 7, 9, 11])
    }

    @Test func asciiFollowsStrokeDirection() {
        func ascii(_ dots: [(Int, Int)]) -> String {
            var canvas = BrailleCanvas(widthCells: 1, heightCells: 1)
            for (x, y) in dots { canvas.set(dotX: x, dotY: y) }
            return canvas.asciiRows()[0]
        }
        #expect(ascii([]) == " ")
        #expect(ascii([(0, 0), (0, 1), (0, 2), (0, 3)]) == "|")
        #expect(ascii([(0, 1), (1, 1)]) == "-")
        #expect(ascii([(0, 3), (1, 3)]) == "_")
        #expect(ascii([(0, 0), (0, 1), (1, 2), (1, 3)]) == "\\")
        #expect(ascii([(1, 0), (1, 1), (0, 2), (0, 3)]) == "/")
        #expect(ascii([(0, 0)]) == "'")
        #expect(ascii([(1, 3)]) == ".")
        #expect(ascii([(0, 0), (0, 3)]) == ":")
    }
}
