/// Coarse script of a scalar. A change of script inside a run of text is
/// treated as a word boundary (ホテル草津 → ホテル | 草津), which is what the
/// word-prefix tier relies on in text without spaces.
enum ScriptClass: UInt8 {
    case kanji, kana, latin, digit, other

    init(_ value: UInt32) {
        switch value {
        case 0x30...0x39:
            self = .digit
        case 0x61...0x7A, 0x41...0x5A, 0xC0...0x24F, 0x1E00...0x1EFF:
            self = .latin
        case 0x3041...0x309F, 0x30A0...0x30FF:
            self = .kana
        case 0x3005...0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
            self = .kanji
        default:
            self = .other
        }
    }
}
