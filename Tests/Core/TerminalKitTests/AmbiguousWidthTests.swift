import Testing
@testable import TerminalKit

/// Issue 15, item 6: ambiguous-width symbols take one cell or two, as the setting says, in every
/// measure and on the canvas; lines and blocks stay one cell and are drawn in ASCII when wide.
@Suite struct AmbiguousWidthTests {
    @Test(arguments: ["★", "●", "□", "※", "℃", "…", "·", "°", "×", "←", "α", "Я", "①"])
    func anAmbiguousSymbolTakesWhatTheSettingSays(_ symbol: String) {
        let narrow = AmbiguousWidth.$current.withValue(.narrow) { symbol.displayWidth }
        let wide = AmbiguousWidth.$current.withValue(.wide) { symbol.displayWidth }
        #expect(narrow == 1 && wide == 2)
    }

    @Test(arguments: ["a", "草", "ｶ", "›", "⠿", "─", "│", "┌", "█", "▀"])
    func otherCharactersDoNotChange(_ text: String) {
        let narrow = AmbiguousWidth.$current.withValue(.narrow) { text.displayWidth }
        let wide = AmbiguousWidth.$current.withValue(.wide) { text.displayWidth }
        #expect(narrow == wide)
    }

    @Test func theLocaleDecidesTheDefault() {
        #expect(AmbiguousWidth.fromLocale(environment: ["LANG": "ja_JP.UTF-8"]) == .wide)
        #expect(AmbiguousWidth.fromLocale(environment: ["LANG": "zh_TW.UTF-8"]) == .wide)
        #expect(AmbiguousWidth.fromLocale(environment: ["LC_CTYPE": "ko_KR.UTF-8", "LANG": "C.UTF-8"]) == .wide)
        #expect(AmbiguousWidth.fromLocale(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ja_JP.UTF-8"]) == .narrow)
        #expect(AmbiguousWidth.fromLocale(environment: ["LC_ALL": "", "LANG": "ja_JP.UTF-8"]) == .wide)
        #expect(AmbiguousWidth.fromLocale(environment: ["LANG": "C.UTF-8"]) == .narrow)
        #expect(AmbiguousWidth.fromLocale(environment: ["LANG": "jav_ID"]) == .narrow)
        #expect(AmbiguousWidth.fromLocale(environment: [:]) == .narrow)
    }

    @Test func aWideSymbolTakesTwoCellsOnTheCanvas() {
        AmbiguousWidth.$current.withValue(.wide) {
            var canvas = Canvas(size: Size(width: 8, height: 1))
            let end = canvas.put("★5℃", x: 0, y: 0)
            #expect(end == 5)
            #expect(canvas[0, 0].kind == .wide && canvas[1, 0].kind == .continuation)
            #expect(canvas[2, 0].character == "5")
            #expect(canvas[3, 0].character == "℃" && canvas[3, 0].kind == .wide)
        }
    }

    @Test func linesAreDrawnInASCIIWhenWideSoFramesStillMeet() {
        AmbiguousWidth.$current.withValue(.wide) {
            var canvas = Canvas(size: Size(width: 5, height: 1))
            canvas.put("┌", x: 0, y: 0)
            canvas.fill(Rect(x: 1, y: 0, width: 3, height: 1), with: "─")
            canvas.put("┐", x: 4, y: 0)
            #expect(canvas.text(row: 0) == "+---+")
        }
        var narrow = Canvas(size: Size(width: 3, height: 1))
        narrow.put("┌─┐", x: 0, y: 0)
        #expect(narrow.text(row: 0) == "┌─┐")
    }

    @Test func asciiKeepsTheMeasureOfAWideSymbol() {
        AmbiguousWidth.$current.withValue(.wide) {
            var canvas = Canvas(size: Size(width: 6, height: 1), asciiOnly: true)
            let end = canvas.put("★a…", x: 0, y: 0)
            #expect(end == 5)
            #expect(canvas.text(row: 0) == "* a~  ")
            #expect(canvas.text(row: 0).allSatisfy { $0.isASCII })
        }
    }

    @Test func aWideEllipsisStillFits() {
        AmbiguousWidth.$current.withValue(.wide) {
            var canvas = Canvas(size: Size(width: 6, height: 1))
            canvas.put("abcdefgh", x: 0, y: 0)
            #expect(canvas.text(row: 0) == "abcd…")
            #expect("草津温泉".truncated(toWidth: 5) == "草…")
        }
    }
}

/// The layout check's recorder: drawing over text is found, drawing over drawings is not.
@Suite struct LayoutAuditTests {
    @Test func textOverTextIsRecordedAndDrawingsAreNot() {
        let audit = LayoutAudit()
        LayoutAudit.$current.withValue(audit) {
            var canvas = Canvas(size: Size(width: 12, height: 2))
            canvas.put("湯本温泉 42℃", x: 0, y: 0)
            canvas.put("1–5/9", x: 7, y: 0)
            canvas.put("⠿⠿⠿", x: 0, y: 1)
            canvas.put("◉", x: 1, y: 1)
            canvas.fill(Rect(x: 0, y: 1, width: 12, height: 1))
            canvas.put("abc", x: 0, y: 1)
            canvas.put("   ", x: 0, y: 1)
        }
        // 1 over the right half of 泉, 5 / 9 over 4 2 ℃; the space of 1–5/9 over a space is none.
        #expect(audit.overwrites.map(\.new) == ["1", "5", "/", "9"])
        #expect(audit.overwrites.allSatisfy { $0.at.y == 0 })
    }
}
