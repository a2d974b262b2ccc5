import Entities

/// Finds a row by its id in the catalog's text buffer: an open-addressing table of row numbers
/// (4 bytes a slot, two slots a row) instead of a `[FacilityID: Int]` of a million string keys.
/// Where two rows share an id, the first is found.
struct ListingIDLookup: Sendable {
    private let slots: [Int32]
    private let mask: Int

    init(text: [UInt8], textEnds: [UInt32], count: Int) {
        var size = 2
        while size < count * 2 { size <<= 1 }
        mask = size - 1
        var slots = [Int32](repeating: -1, count: size)
        text.withUnsafeBufferPointer { text in
            for row in 0..<count {
                let id = Self.id(row: row, text: text, textEnds: textEnds)
                var slot = Self.hash(id) & (size - 1)
                while slots[slot] >= 0 {
                    if Self.id(row: Int(slots[slot]), text: text, textEnds: textEnds).elementsEqual(id) { break }
                    slot = (slot + 1) & (size - 1)
                }
                if slots[slot] < 0 { slots[slot] = Int32(row) }
            }
        }
        self.slots = slots
    }

    func row(of id: FacilityID, text: [UInt8], textEnds: [UInt32]) -> Int? {
        var key = id.rawValue
        return key.withUTF8 { key in
            text.withUnsafeBufferPointer { text in
                var slot = Self.hash(key) & mask
                while slots[slot] >= 0 {
                    let row = Int(slots[slot])
                    if Self.id(row: row, text: text, textEnds: textEnds).elementsEqual(key) { return row }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    private static func id(row: Int, text: UnsafeBufferPointer<UInt8>, textEnds: [UInt32]) -> UnsafeBufferPointer<UInt8> {
        let slot = row * ListingColumns.textFields + ListingColumns.idField
        let start = slot == 0 ? 0 : Int(textEnds[slot - 1])
        return UnsafeBufferPointer(rebasing: text[start..<Int(textEnds[slot])])
    }

    /// FNV-1a: ids are short, and the table only needs them spread.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
