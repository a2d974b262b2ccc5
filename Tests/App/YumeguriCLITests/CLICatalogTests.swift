@testable import YumeguriCLI
import Localization
import Testing

@Suite struct CLICatalogTests {
    @Test func everyCLISentenceIsInBothLanguages() {
        let problems = CatalogAudit.problems(in: CLIText.self, allowedInEnglish: ["箱根湯本"])
            + CatalogAudit.problems(in: WalletCLIText.self, allowedInEnglish: WalletCLIText.sampleNames)
            + CatalogAudit.problems(in: JourneyCLIText.self, allowedInEnglish: JourneyCLIText.sampleNames)
            + CatalogAudit.problems(in: ShowText.self, allowedInEnglish: ShowText.sampleNames)
            + CatalogAudit.problems(in: FactsCLIText.self)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Issue 32.4: counts agree in number in English, and Japanese counts with its counter word.
    @Test func countsAgreeInNumber() {
        AppLanguage.$scoped.withValue(.en) {
            #expect(WalletCLIText.walletSummary(account: "a", tickets: 1, passes: 1).text == "a — 1 ticket, 1 pass")
            #expect(WalletCLIText.walletSummary(account: "a", tickets: 4, passes: 2).text == "a — 4 tickets, 2 passes")
            #expect(CLIText.favouritesCount(1).text == "1 favourite")
            #expect(CLIText.areasShown(shown: 1, total: 1).text == "1 of 1 area")
            #expect(JourneyCLIText.ralliesFooter(1).text.hasPrefix("1 rally ·"))
            #expect(JourneyCLIText.planWarnings(count: 1, id: "p").text.hasPrefix("⚠ 1 warning:"))
        }
        AppLanguage.$scoped.withValue(.ja) {
            #expect(WalletCLIText.walletSummary(account: "a", tickets: 4, passes: 1).text == "a — チケット 4 枚、手形 1 枚")
        }
    }
}
