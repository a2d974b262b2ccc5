import Credentials
import Localization
import Testing

/// Issue 32: the issuer key's and the PIN hashing's messages in one language at a time.
@Suite struct CredentialsTextTests {
    @Test func everyKeyHasBothLanguages() {
        #expect(CatalogAudit.problems(in: CredentialsText.self).isEmpty)
    }

    @Test func theMissingKeyMessageSpeaksOneLanguage() {
        let error = TicketSigningError.missingKey(path: "/data/issuer-key")
        #expect(error.description.contains("署名鍵がありません") && !error.description.contains("was deleted"))
        AppLanguage.$scoped.withValue(.en) {
            #expect(error.description.contains("issuer key is missing") && !error.description.contains("署名"))
        }
    }
}
