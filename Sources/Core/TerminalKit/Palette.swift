import Foundation

/// A colour as red, green and blue, 0–255 each.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public var description: String {
        "#" + [red, green, blue].map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// WCAG 2.x relative luminance.
    public var luminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio, 1…21: at least 4.5 for text (AA), 3 for large text and borders.
    public func contrast(with other: RGB) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

/// The xterm 256-colour palette. Entries 16–255 (the 6×6×6 cube and the grey ramp) are the same
/// in practically every terminal, so themes that meet a contrast target do so in terms of them;
/// 0–15 are whatever the user configured, so they only serve as a fallback on 8-colour terminals.
public enum Palette {
    /// xterm's defaults for the 16 system colours (users often change these).
    static let system: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205),
        RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0), RGB(92, 92, 255),
        RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The colour of palette entry `index` (0–255).
    public static func rgb(_ index: Int) -> RGB {
        switch index {
        case ..<16: return system[max(0, index)]
        case 16..<232:
            let n = index - 16
            return RGB(cubeLevels[n / 36], cubeLevels[n / 6 % 6], cubeLevels[n % 6])
        default:
            let level = UInt8(8 + 10 * (min(index, 255) - 232))
            return RGB(level, level, level)
        }
    }

    /// The closest of the eight basic colours, for a terminal that has only those: by hue family
    /// first (what matters on such a terminal is "the red one"), judged on xterm's values.
    public static func nearestBasic(_ index: Int) -> Int16 {
        if index < 8 { return Int16(max(0, index)) }
        if index < 16 { return Int16(index - 8) }
        let target = rgb(index)
        var best: (index: Int16, distance: Int) = (0, .max)
        for candidate in 0..<8 {
            let c = system[candidate]
            let dr = Int(c.red) - Int(target.red), dg = Int(c.green) - Int(target.green), db = Int(c.blue) - Int(target.blue)
            let distance = dr * dr + dg * dg + db * db
            if distance < best.distance { best = (Int16(candidate), distance) }
        }
        return best.index
    }
}
