import AppShell
import Dependencies
import Foundation
import Localization
import LoginScope
import ScreenKit
import TerminalKit
import TestSupport
import Testing

/// Issue 32: the shell's chrome (tab bar, status bar, help, quit question, notices) speaks one
/// language at a time; English frames beside the Japanese ones at 80×24.
@MainActor
@Suite struct ShellTextTests {
    @Test func theShellsCatalogsHaveBothLanguagesForEveryKey() {
        #expect(CatalogAudit.problems(in: ShellText.self, allowedInEnglish: ["草津"]).isEmpty)
        #expect(CatalogAudit.problems(in: ScreenKitText.self, allowedInEnglish: ["地図"]).isEmpty)
        #expect(CatalogAudit.problems(in: LoginScopeText.self).isEmpty)
    }

    /// No global key's summary is doubled (`検索 Search tab`): Japanese has no Latin word in it but
    /// for key names, English no kana or kanji.
    @Test func theGlobalAndHelpKeysSpeakOneLanguage() {
        for language in Language.allCases {
            let summaries: [String] = AppLanguage.$scoped.withValue(language) {
                (GlobalKeys.keyMap.help + HelpKeys.keyMap.help + HelpKeys.filterKeys.help).map(\.summary)
            }
            for summary in summaries {
                if language == .en {
                    #expect(!Self.hasKana(summary), "\(summary)")
                } else {
                    #expect(Self.englishWords(summary).isEmpty, "\(summary)")
                }
            }
        }
    }

    static func hasKana(_ text: String) -> Bool { text.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) } }

    /// Words of three or more ASCII letters, but for the names a Japanese line keeps (`fg`, `About`).
    static func englishWords(_ text: String) -> [Substring] {
        text.split(separator: " ").filter { word in
            word.count > 2 && word.allSatisfy { $0.isASCII && $0.isLetter } && word != "About"
        }
    }

    @Test func theChromeAtEightyByTwentyFourInEnglish() {
        AppLanguage.$scoped.withValue(.en) {
            let h = ShellHarness(size: Size(width: 80, height: 24))
            let first = h.screen
            #expect(first.contains("1 Search") && first.contains("3 Favourites") && first.contains("5 Account"))
            #expect(!first.contains("検索"))
            // On a tab root the bar offers q to quit, in the language in force.
            #expect(h.terminal.screen.text(row: 23).contains("q quit"))
            h.press(.character("x"), .character("?"))
            assertTextSnapshot(h.screen, named: "shell-help-80x24-en")
            #expect(h.screen.contains("Help") && h.screen.contains("Everywhere") && h.screen.contains("This screen — About"))
            h.press(.escape, .escape, .character("q"))
            #expect(h.shell.isConfirmingQuit)
            #expect(h.terminal.screen.text(row: 23).contains("Quit yumeguri? (y/n)"))
            assertTextSnapshot(h.screen, named: "shell-quit-80x24-en")
        }
    }

    @Test func theChromeAtEightyByTwentyFourInJapanese() {
        AppLanguage.$scoped.withValue(.ja) {
            let h = ShellHarness(size: Size(width: 80, height: 24))
            #expect(h.screen.contains("1 検索") && !h.screen.contains("Search"))
            h.press(.character("x"), .character("?"))
            assertTextSnapshot(h.screen, named: "shell-help-80x24-ja")
            #expect(!h.screen.contains("Everywhere") && h.screen.contains("全体"))
            h.press(.escape, .escape, .character("q"))
            #expect(h.terminal.screen.text(row: 23).contains("終了しますか? (y/n)"))
            #expect(!h.terminal.screen.text(row: 23).contains("Quit"))
            assertTextSnapshot(h.screen, named: "shell-quit-80x24-ja")
        }
    }

    /// Issue 32 §4: `y` sends the text to the terminal (OSC 52); the notice says so, not that a
    /// clipboard took it, which the app cannot know.
    @Test func aCopySaysItWentToTheTerminal() {
        for (language, expected) in [(Language.en, "Sent to the terminal (OSC 52)"), (.ja, "端末へ送りました (OSC 52)")] {
            AppLanguage.$scoped.withValue(language) {
                let clipboard = Clipboard()
                let h = withDependencies { $0.clipboard = clipboard } operation: { ShellHarness(size: Size(width: 80, height: 24)) }
                clipboard.copy("草津温泉 ¥1,200")
                h.shell.render()
                #expect(h.terminal.clipboard == ["草津温泉 ¥1,200"])
                let bar = h.terminal.screen.text(row: 23)
                #expect(bar.contains(expected), "\(bar)")
                #expect(!bar.lowercased().contains("copied"))
                // The next key clears it.
                h.press(.character("j"))
                #expect(!h.terminal.screen.text(row: 23).contains(expected))
            }
        }
    }
}
