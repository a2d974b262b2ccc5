import Testing
@testable import TerminalKit

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3),
        ("草津温泉", 8),
        ("くさつ", 6),
        ("クサツ", 6),
        ("ｸｻﾂ", 3),            // half-width katakana are narrow
        ("ｶﾞ", 2),             // half-width voiced mark is its own narrow cell
        ("ＡＢＣ", 6),          // full-width Latin
        ("😀", 2),
        ("♨\u{FE0F}", 2),       // emoji presentation asked for
        ("👨‍👩‍👧", 2),             // ZWJ sequence is one glyph
        ("e\u{301}", 1),        // combining acute stays with e
        ("か\u{3099}", 2),      // combining dakuten stays with か
        ("\u{301}", 0),         // a lone combining mark takes no cell
        ("a\u{1b}[1m", 5),      // an escape shows as ␛: one cell, so padding stays aligned
        ("温泉 ♨ spa", 10)           // ♨ is ambiguous width: one cell,
    ])
    func width(_ text: String, _ expected: Int) {
        #expect(text.displayWidth == expected)
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        #expect("草津温泉".truncated(toWidth: 5) == "草津…")
        #expect("草津温泉".truncated(toWidth: 8) == "草津温泉")
        #expect("abcdef".truncated(toWidth: 4) == "abc…")
        #expect("草津".padded(toWidth: 6).displayWidth == 6)
        #expect("草津温泉".padded(toWidth: 5).displayWidth == 5)
    }

    @Test func wrappingJapaneseAndEnglish() {
        let lines = "出典：産業技術総合研究所 地質調査総合センター".wrapped(toWidth: 20)
        #expect(lines.allSatisfy { $0.displayWidth <= 20 })
        #expect(lines.joined() .replacingOccurrences(of: " ", with: "") == "出典：産業技術総合研究所地質調査総合センター")
        #expect("the quick brown fox".wrapped(toWidth: 10) == ["the quick", "brown fox"])
    }

    @Test func trailingWhiteSpaceGoesAndTheRestStays() {
        #expect("草津  1  ".trimmingTrailingWhitespace == "草津  1")
        #expect("湯\u{3000}\t ".trimmingTrailingWhitespace == "湯")   // an ideographic space is white space too
        #expect("   ".trimmingTrailingWhitespace == "")
        #expect("".trimmingTrailingWhitespace == "")
        #expect("  a".trimmingTrailingWhitespace == "  a")
    }
}
