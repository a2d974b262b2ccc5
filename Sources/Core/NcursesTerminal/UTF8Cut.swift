/// Where bytes read from a terminal stop being whole UTF-8 characters: a read may end inside one.
enum UTF8Cut {
    /// The length of the longest prefix that ends on a character boundary (bytes that are not
    /// UTF-8 at all count as whole: the decoder shows them as U+FFFD).
    static func completePrefix(_ bytes: [UInt8]) -> Int {
        var start = bytes.count
        while start > 0, bytes.count - start < 4 {
            start -= 1
            let byte = bytes[start]
            guard byte & 0xC0 == 0x80 else {
                let length = byte >= 0xF8 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return start + length <= bytes.count ? bytes.count : start
            }
        }
        return bytes.count
    }
}
