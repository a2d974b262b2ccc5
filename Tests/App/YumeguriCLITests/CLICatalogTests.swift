@testable import YumeguriCLI
import Localization
import Testing

@Suite struct CLICatalogTests {
    @Test func everyCLISentenceIsInBothLanguages() {
        let problems = CatalogAudit.problems(in: CLIText.self)
        #expect(problems.isEmpty, "\(problems)")
    }
}
