import Foundation
import Localization
import TerminalKit
import Testing
@testable import YumeguriCLI

/// Issue 32.4: a long message on a terminal fits 80 columns, wrapped under its own indent, never
/// cut inside a word and never back at column 0.
@Suite struct MessageWrapTests {
    static let future = "--date: the visit date 2026-12-24 is in the future: a visit is today or earlier (today is 2026-11-28 in Japan)"

    @Test func aLongEnglishMessageWrapsUnderItsPrefixAtSpaces() {
        let lines = MessageWrap.wrapped(Self.future, prefix: "yumeguri: ", width: 80).split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.allSatisfy { $0.displayWidth <= 80 }, "\(lines)")
        #expect(lines[0].hasPrefix("yumeguri: --date:"))
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 10)) && !$0.hasPrefix(String(repeating: " ", count: 11)) })
        // Every word whole: the words of the lines are the words of the message.
        let words = lines.joined(separator: " ").split(separator: " ").dropFirst().map(String.init)
        #expect(words == Self.future.split(separator: " ").map(String.init))
    }

    @Test func japaneseWrapsAnywhereButNeverInsideACharacter() {
        let message = AppLanguage.$scoped.withValue(.ja) {
            CLIText.doctorKeyMissing(path: "/home/someone/.local/share/yumeguri/issuer.key", codes: 3).text
        }
        let lines = MessageWrap.wrapped(message, prefix: "yumeguri: ", width: 80).split(separator: "\n").map(String.init)
        #expect(lines.count > 1 && lines.allSatisfy { $0.displayWidth <= 80 }, "\(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 10)) })
        // Nothing lost or doubled but the spaces the lines broke at.
        #expect(lines.map { String($0.dropFirst(10)) }.joined().replacing(" ", with: "") == message.replacing(" ", with: ""))
    }

    @Test func anIndentedLineKeepsItsIndentWhenItWraps() {
        let text = "header\n  " + String(repeating: "word ", count: 30).trimmingTrailingWhitespace
        let lines = MessageWrap.wrapped(text, prefix: "", hanging: 2, width: 40).split(separator: "\n").map(String.init)
        #expect(lines[0] == "header")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    word") && $0.displayWidth <= 40 }, "\(lines)")
    }

    @Test func aNarrowWidthIsNotWrappedIntoNothing() {
        #expect(MessageWrap.wrapped("a long message", prefix: "yumeguri: ", width: 12) == "yumeguri: a long message")
    }
}

/// `stats` on a terminal: a list breaks between its items, its separator ends the line.
@Suite struct ListWrapTests {
    @Test func aListBreaksBetweenItemsAndEveryLineFits() {
        let items = (1...12).map { "\($0)月 0" } + ["単純温泉 0/0", "塩化物泉 0/0", "炭酸水素塩泉 0/0", "硫酸塩泉 0/0", "二酸化炭素泉 0/0"]
        let lines = MessageWrap.wrappedList("月別: ", items, width: 80).split(separator: "\n").map(String.init)
        #expect(lines.count > 1 && lines.allSatisfy { $0.displayWidth <= 80 }, "\(lines)")
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix(" ·") }, "\(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("  ·") }, "\(lines)")
        let rejoined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(rejoined == "月別: " + items.joined(separator: " · "), "every item whole, in order")
    }
}

/// `show` on a terminal: a labelled line wraps under its value.
@Suite struct ValueWrapTests {
    @Test func aLabelledLineWrapsUnderItsValue() {
        let line = "Bathing      " + Array(repeating: "atopic dermatitis", count: 8).joined(separator: "; ")
        let lines = MessageWrap.wrappedUnderValue(line, width: 80).split(separator: "\n").map(String.init)
        #expect(lines.count > 1 && lines.allSatisfy { $0.displayWidth <= 80 }, "\(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 13) + "atopic") || $0.hasPrefix(String(repeating: " ", count: 13) + "dermatitis") },
                "\(lines)")
        #expect(MessageWrap.valueColumn("  - chronic pain") == 4)
        #expect(MessageWrap.valueColumn("泉温      95.0℃") == 10)
        #expect(MessageWrap.wrappedUnderValue("short", width: 80) == "short")
    }
}
