/// Codeword placement in the two-module-wide zigzag of §7.7.3.
extension ModuleGrid {
    /// Fills every non-function module, starting bottom-right and snaking up and down
    /// in column pairs; modules left over after the last codeword are the remainder bits (light).
    mutating func placeCodewords(_ codewords: [UInt8]) {
        let bitCount = codewords.count * 8
        var bitIndex = 0
        var right = size - 1
        while right >= 1 {
            // The vertical timing pattern occupies column 6, so the pair shifts left past it.
            if right == 6 {
                right = 5
            }
            let upward = (right + 1) & 2 == 0
            for vertical in 0..<size {
                let y = upward ? size - 1 - vertical : vertical
                for x in [right, right - 1] where !isFunctionModule(x: x, y: y) {
                    if bitIndex < bitCount {
                        let byte = codewords[bitIndex / 8]
                        self[x, y] = (byte >> UInt8(7 - bitIndex % 8)) & 1 == 1
                        bitIndex += 1
                    }
                }
            }
            right -= 2
        }
    }
}
