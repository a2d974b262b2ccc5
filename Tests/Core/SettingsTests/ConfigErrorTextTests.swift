import Localization
@testable import Settings
import Testing

/// Issue 32: a config file's mistakes in the language in force, each language alone.
@Suite struct ConfigErrorTextTests {
    @Test func everyConfigSentenceIsInBothLanguages() {
        let problems = CatalogAudit.problems(in: ConfigErrorText.self)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func aMistakeReadsInTheLanguageInForce() {
        func problems(_ language: Language) -> [String] {
            AppLanguage.$scoped.withValue(language) {
                do {
                    _ = try ConfigFile.parse("theme = \"pink\"\nlang = \"fr\"", path: "/c.toml", tables: ConfigFileTests.tables)
                    return []
                } catch {
                    return error.description.split(separator: "\n").map(String.init)
                }
            }
        }
        #expect(problems(.ja) == ["/c.toml:1:1: theme は \"auto\", \"dark\", \"light\", \"mono\" のどれかです (\"pink\" は使えません)",
                                  "/c.toml:2:1: lang は \"ja\" か \"en\" です (\"fr\" は使えません)"])
        #expect(problems(.en) == ["/c.toml:1:1: theme must be one of \"auto\", \"dark\", \"light\", \"mono\", not \"pink\"",
                                  "/c.toml:2:1: lang must be \"ja\" or \"en\", not \"fr\""])
    }
}
