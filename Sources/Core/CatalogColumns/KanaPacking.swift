import Entities

/// Readings are kana: three UTF-8 bytes a character, the largest text a catalog row holds (a
/// million readings: ~23 MB). Text wholly in U+3000–U+30FF (kana, ー, 々, the ideographic space)
/// is kept as one byte a character, the low byte of its scalar, and made back into the same UTF-8.
enum KanaPacking {
    static func fits(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.value & ~0xFF == 0x3000 }
    }

    /// Only for text that `fits`.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars { bytes.append(UInt8(truncatingIfNeeded: scalar.value)) }
    }

    static func string(_ packed: UnsafeBufferPointer<UInt8>) -> String {
        // U+30xx is E3 80+(xx >> 6) 80+(xx & 3F) in UTF-8.
        String(unsafeUninitializedCapacity: packed.count * 3) { utf8 in
            for (index, low) in packed.enumerated() {
                utf8[index * 3] = 0xE3
                utf8[index * 3 + 1] = 0x80 | (low >> 6)
                utf8[index * 3 + 2] = 0x80 | (low & 0x3F)
            }
            return packed.count * 3
        }
    }
}
