import Foundation

/// Maps each 2×4 dot pattern to one ASCII character that follows the stroke's direction, so a
/// coastline drawn with dots reads as a line drawing (`/`, `\`, `|`, `-`, `_`) rather than as
/// density blobs. Precomputed once: rendering is then a table lookup per cell.
enum AsciiGlyphs {
    static let table: [Unicode.Scalar] = (0..<256).map { glyph(for: UInt8($0)) }

    static func glyph(for pattern: UInt8) -> Unicode.Scalar {
        var xs: [Double] = []
        var ys: [Double] = []
        for column in 0..<2 {
            for row in 0..<4 where pattern & BrailleCanvas.dotBits[column * 4 + row] != 0 {
                xs.append(Double(column))
                ys.append(Double(row))
            }
        }
        let n = Double(xs.count)
        switch xs.count {
        case 0: return " "
        case 1: return ys[0] <= 1 ? "'" : "."
        case 7...: return "#"
        default: break
        }
        let meanX = xs.reduce(0, +) / n
        let meanY = ys.reduce(0, +) / n
        var varX = 0.0
        var varY = 0.0
        var cov = 0.0
        for (x, y) in zip(xs, ys) {
            varX += (x - meanX) * (x - meanX)
            varY += (y - meanY) * (y - meanY)
            cov += (x - meanX) * (y - meanY)
        }
        let epsilon = 1e-9
        let rows = Set(ys)
        let rowSpan = (ys.max() ?? 0) - (ys.min() ?? 0)
        // An empty row between dots means two strokes (both coasts of a narrow island at low zoom),
        // not one steep line: '=' and ':' show that where '|' would invent a north–south coast.
        if Double(rows.count) <= rowSpan {
            if varX < epsilon { return ":" }
            if xs.count >= 3 { return "=" }
        }
        if varX < epsilon { return "|" }
        if varY < epsilon { return meanY >= 2.5 ? "_" : "-" }
        if abs(cov) < epsilon && abs(varX - varY) < epsilon { return "o" }
        // Principal axis of the dots; braille dots are about square on screen so x and y weigh alike.
        // y grows downwards, so a positive angle runs from top-left to bottom-right.
        let angle = 0.5 * atan2(2 * cov, varX - varY) * 180 / .pi
        switch abs(angle) {
        case ..<25: return meanY >= 2.5 ? "_" : "-"
        case 70...: return "|"
        default: return angle > 0 ? "\\" : "/"
        }
    }
}
