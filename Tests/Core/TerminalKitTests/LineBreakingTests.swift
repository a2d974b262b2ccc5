import Testing
@testable import TerminalKit

/// Where `wrapped(toWidth:)` breaks: never inside a word, path or file name that fits a line,
/// after `/`, `-` or `_` in one that does not, and never before a closing mark in Japanese.
@Suite struct LineBreakingTests {
    /// The Japanese About page's licence line: at 80 columns the file name was cut after `LICENSE-jp_`.
    static let licences = "Resources/map/LICENSE-japanmap-Apache-2.0.txt、Resources/prefectures/LICENSE-jp_prefecture-MIT.txt。"

    @Test(arguments: [54, 60, 79, 80, 100, 120])   // the longer name and its 。 take 53 cells
    func aFileNameThatFitsMovesWholeToTheNextLine(width: Int) {
        let lines = ("ライセンスはデータに同梱、" + Self.licences).wrapped(toWidth: width)
        #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(lines)")
        for name in ["Resources/map/LICENSE-japanmap-Apache-2.0.txt", "Resources/prefectures/LICENSE-jp_prefecture-MIT.txt"] {
            #expect(lines.contains { $0.contains(name) }, "\(name) cut at \(width): \(lines)")
        }
        #expect(lines.joined() == "ライセンスはデータに同梱、" + Self.licences)
    }

    @Test func theLicenceLineAt80Columns() {
        #expect(Self.licences.wrapped(toWidth: 80) == [
            "Resources/map/LICENSE-japanmap-Apache-2.0.txt、",
            "Resources/prefectures/LICENSE-jp_prefecture-MIT.txt。",
        ])
    }

    @Test func aPathWiderThanTheLineBreaksAfterSlashesDashesAndUnderscores() {
        #expect("Resources/prefectures/LICENSE-jp_prefecture-MIT.txt".wrapped(toWidth: 20)
            == ["Resources/", "prefectures/LICENSE-", "jp_prefecture-", "MIT.txt"])
        // A run wider than the line starts a line of its own, so that it reads (and copies) whole.
        #expect("see https://example.org/onsen/kusatsu".wrapped(toWidth: 16)
            == ["see", "https://", "example.org/", "onsen/kusatsu"])
    }

    @Test func aRunWithNoSoftBreakIsCutAtTheLineEnd() {
        #expect("abcdefghij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])
        #expect("湯畑abcdefghij".wrapped(toWidth: 4) == ["湯畑", "abcd", "efgh", "ij"])
    }

    @Test func englishInsideJapaneseStaysWhole() {
        #expect("ファイルLICENSE.txtを開く".wrapped(toWidth: 12) == ["ファイル", "LICENSE.txt", "を開く"])
    }

    @Test func closingMarksAndSmallKanaNeverStartALine() {
        #expect("あいうえお。".wrapped(toWidth: 10) == ["あいうえ", "お。"])
        #expect("「草津」へ".wrapped(toWidth: 6) == ["「草", "津」へ"])
        #expect("ホットスポット".wrapped(toWidth: 6) == ["ホット", "スポッ", "ト"])
        // From 6 cells, the widest glued run (`津」、`) fits a line.
        for width in 6...12 {
            for line in "温泉地です。「草津」、「別府」、ホットスポット。".wrapped(toWidth: width).dropFirst() {
                #expect(!"。、」ッ".contains(line.first ?? " "), "\(width): \(line)")
            }
        }
    }

    @Test func anOpeningMarkNeverEndsALine() {
        for width in 4...12 {
            for line in "湯めぐり（草津）「別府」".wrapped(toWidth: width) {
                #expect(!"（「".contains(line.last ?? " "), "\(width): \(line)")
            }
        }
    }

    /// The catalog's Japanese puts spaces between words: a line breaks there when the space is in
    /// its second half, not between two kanji of a word (`翌|日`), and never inside a katakana word.
    @Test func japaneseBreaksAtASpaceInTheLinesSecondHalfAndNeverInsideAKatakanaWord() {
        #expect("利用日 2026-11-18 (水) · 有効期限 購入日から90日 · チケット 4 枚".wrapped(toWidth: 56)
            == ["利用日 2026-11-18 (水) · 有効期限 購入日から90日 ·", "チケット 4 枚"])
        #expect("定休日 毎週日曜 (祝日は翌日)".wrapped(toWidth: 24) == ["定休日 毎週日曜", "(祝日は翌日)"])
        #expect("空白1つ、このフロントの施設ID".wrapped(toWidth: 20) == ["空白1つ、この", "フロントの施設ID"])
        // A space early in the line is no reason to leave it mostly empty.
        #expect("NG 入力の形が違います。コードに空白は入りません".wrapped(toWidth: 32)
            == ["NG 入力の形が違います。コードに", "空白は入りません"])
    }

    @Test func spacesGoAtTheBreakAndAnIndentStays() {
        #expect("  indented text here".wrapped(toWidth: 10) == ["  indented", "text here"])
        #expect("the quick   brown fox".wrapped(toWidth: 9) == ["the quick", "brown fox"])
        #expect("草津 1  ".wrapped(toWidth: 10) == ["草津 1  "])
        #expect("".wrapped(toWidth: 5) == [""])
        #expect("a\n\nb".wrapped(toWidth: 5) == ["a", "", "b"])
    }
}

/// A code is cut into full rows, whatever its `-`, `_` or `:`.
@Suite struct ChunkedTests {
    @Test func aCodeFillsEveryRowButTheLast() {
        #expect("yumeguri-ticket:2:T1_ab-cd".chunked(toWidth: 10) == ["yumeguri-t", "icket:2:T1", "_ab-cd"])
        #expect("草津温泉".chunked(toWidth: 5) == ["草津", "温泉"])
        #expect("a\u{1B}b".chunked(toWidth: 2) == ["a␛", "b"])
        #expect("".chunked(toWidth: 3) == [""])
    }
}
