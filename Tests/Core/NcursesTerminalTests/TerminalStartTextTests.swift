import Localization
import Testing
@testable import NcursesTerminal

/// Issue 32: `yumeguri` without a terminal (a pipe, cron) says why in the language in force.
@Suite struct TerminalStartTextTests {
    @Test func everySentenceIsInBothLanguages() {
        #expect(CatalogAudit.problems(in: TerminalStartText.self).isEmpty)
    }

    @Test func theStartErrorIsDescribedWhenPrinted() {
        let error = NcursesTerminal.StartError.notATerminal
        #expect(AppLanguage.$scoped.withValue(.ja) { error.description }.hasPrefix("yumeguri の画面には対話できる端末が必要です"))
        #expect(AppLanguage.$scoped.withValue(.en) { error.description }.hasPrefix("yumeguri needs an interactive terminal"))
        #expect(AppLanguage.$scoped.withValue(.en) { NcursesTerminal.StartError.cannotInitialise(term: "").description }
                == "cannot start the terminal UI: TERM is not set")
    }
}
