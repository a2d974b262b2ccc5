/// Rebuilds the picture a terminal shows for half-block text (`▀ ▄ █` and spaces) as a P4 image,
/// so a real decoder can read what the screen would show a phone camera.
public enum HalfBlockImage {
    /// `scale`×`scale` pixels per module (half a cell); `inkIsDark` says what colour the glyphs are.
    public static func pbm(of lines: [String], inkIsDark: Bool, scale: Int = 4) -> [UInt8] {
        let rows: [[Bool]] = lines.flatMap { line -> [[Bool]] in
            let glyphs = Array(line)
            let upper = glyphs.map { $0 == "▀" || $0 == "█" }
            let lower = glyphs.map { $0 == "▄" || $0 == "█" }
            return [upper, lower]
        }
        let width = (rows.map(\.count).max() ?? 0) * scale
        let bytesPerRow = (width + 7) / 8
        var pbm = Array("P4\n\(width) \(rows.count * scale)\n".utf8)
        for row in rows {
            var packed = [UInt8](repeating: 0, count: bytesPerRow)
            for pixelX in 0..<width {
                let module = pixelX / scale
                let ink = module < row.count && row[module]
                if ink == inkIsDark { packed[pixelX / 8] |= 0x80 >> UInt8(pixelX % 8) }
            }
            for _ in 0..<scale { pbm.append(contentsOf: packed) }
        }
        return pbm
    }
}
