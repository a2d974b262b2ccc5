import Entities
import Foundation
import Localization
import Testing
import UseCases

/// Issue 32: the desk's verdicts and the wallet's errors in one language at a time.
@Suite struct TicketDeskTextTests {
    @Test func everyKeyHasBothLanguages() {
        #expect(CatalogAudit.problems(in: TicketDeskText.self, allowedInEnglish: ["草津", "大人"]).isEmpty)
    }

    @Test func aVerdictSpeaksOneLanguage() {
        let verdict = DeskVerdict.rejected(.expired(VisitDate(dayNumber: 20_000)))
        #expect(verdict.description.hasPrefix("NG 有効期限") && !verdict.description.contains("expired"))
        AppLanguage.$scoped.withValue(.en) {
            #expect(verdict.description.hasPrefix("NG Expired") && !verdict.description.contains("有効期限"))
            #expect(WalletError.notFound.description == "No such ticket.")
            #expect(TicketCodeReaderError.missingFile("/x.png").description == "No such file: /x.png")
        }
    }
}
