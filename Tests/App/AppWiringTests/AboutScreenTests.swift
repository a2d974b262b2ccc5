import AppWiring
import Localization
import TerminalKit
import TestSupport
import Testing
import YumeguriCLI

/// The About page (`?` then `a`) in each language, at 80×24 and 120×40 (the text wraps to the
/// width), and scrolled to its end: the licences are the last lines and must be reachable.
@MainActor @Suite struct AboutScreenTests {
    @Test func snapshotsInBothLanguages() {
        // A fresh screen per drawing: the page wraps its text once per width, in the language it
        // was first laid out in.
        assertScreenSnapshots(named: "about", sizes: [.terminal80x24, .terminal120x40]) { size in
            renderText(AboutScreen(), size)
        }
    }

    @Test(arguments: Language.allCases) func theLastLinesAreTheLicences(_ language: Language) {
        let screen = AboutScreen()
        let top = renderText(screen, .terminal80x24, in: language)
        screen.viewModel.send(.move(.last))
        let end = renderText(screen, .terminal80x24, in: language)
        let last = AppLanguage.$scoped.withValue(language) { AboutText.lines(version: "").last ?? "" }
        #expect(top != end, "80×24 is too small for the whole page: it scrolls")
        #expect(!top.contains(last.suffix(6)), "\(top)")
        #expect(end.contains(last.suffix(6)), "\(end)")
        // A file name is never cut where the text wraps (it was after `LICENSE-jp_` in Japanese).
        for name in ["Resources/map/LICENSE-japanmap-Apache-2.0.txt", "Resources/prefectures/LICENSE-jp_prefecture-MIT.txt"] {
            #expect(end.contains(name), "\(name): \(end)")
        }
    }

    /// The credits speak the language in force; only AIST's stays in both, as its licence gives it.
    @Test func theJapanesePageSpeaksJapaneseBesideAISTsCredit() {
        let lines = AppLanguage.$scoped.withValue(.ja) { AboutText.lines(version: "") }
        let english = AppLanguage.$scoped.withValue(.en) { AboutText.lines(version: "") }
        for sentence in ["not real offers", "Readings:", "Map outline:", "Contains data from"] {
            #expect(!lines.contains { $0.contains(sentence) }, "\(sentence)")
            #expect(english.contains { $0.contains(sentence) }, "\(sentence)")
        }
        #expect(lines.contains { $0.hasPrefix("出典：産業技術総合研究所") } && lines.contains { $0.hasPrefix("Source: Geological Survey") })
    }
}
