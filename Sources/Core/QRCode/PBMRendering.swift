/// Netpbm output, so tests can feed real decoders without an image library.
extension QRCode {
    /// A raw (P4) PBM image: 1 bits are black, rows padded to whole bytes.
    /// `scale` below 1 is treated as 1 and a negative `quietZone` as 0.
    public func pbm(scale: Int = 4, quietZone: Int = 4) -> [UInt8] {
        let scale = max(1, scale)
        let margin = max(0, quietZone)
        let side = (size + 2 * margin) * scale
        let bytesPerRow = (side + 7) / 8
        var image = Array("P4\n\(side) \(side)\n".utf8)
        image.reserveCapacity(image.count + bytesPerRow * side)
        for pixelY in 0..<side {
            var row = [UInt8](repeating: 0, count: bytesPerRow)
            let y = pixelY / scale - margin
            for pixelX in 0..<side where self[pixelX / scale - margin, y] {
                row[pixelX / 8] |= 0x80 >> UInt8(pixelX % 8)
            }
            image.append(contentsOf: row)
        }
        return image
    }
}
