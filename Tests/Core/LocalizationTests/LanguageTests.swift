import Localization
import Testing

@Suite struct LanguageTests {
    @Test func theFirstLocaleVariableSetDecides() {
        #expect(Language.fromLocale(environment: ["LANG": "ja_JP.UTF-8"]) == .ja)
        #expect(Language.fromLocale(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ja_JP.UTF-8"]) == .en)
        #expect(Language.fromLocale(environment: ["LC_MESSAGES": "ja_JP.eucJP", "LANG": "C.UTF-8"]) == .ja)
        // Set but empty is not set (a shell's `LC_ALL=`).
        #expect(Language.fromLocale(environment: ["LC_ALL": "", "LANG": "ja_JP.UTF-8"]) == .ja)
        #expect(Language.fromLocale(environment: ["LANG": "C"]) == .en)
        #expect(Language.fromLocale(environment: [:]) == .en)
    }

    @Test func theFlagWinsOverTheConfigWhichWinsOverTheLocale() {
        let japanese = ["LANG": "ja_JP.UTF-8"]
        #expect(Language.resolve(flag: .en, config: .ja, environment: japanese) == .en)
        #expect(Language.resolve(flag: nil, config: .en, environment: japanese) == .en)
        #expect(Language.resolve(flag: nil, config: nil, environment: japanese) == .ja)
    }

    @Test func aScopedLanguageOverridesTheProcessChoiceInItsTaskOnly() {
        let sentence = LocalizedText(ja: "温泉", en: "hot spring")
        AppLanguage.$scoped.withValue(.en) {
            #expect(sentence.text == "hot spring")
            AppLanguage.$scoped.withValue(.ja) { #expect(sentence.text == "温泉") }
        }
        #expect(sentence.text(in: .en) == "hot spring")
    }

    enum Sample: SampledCatalog {
        case good(String), missed
        static let samples: [Sample] = [.good("草津"), .missed]
        var ja: String {
            switch self {
            case .good(let name): "\(name)の湯"
            case .missed: "未訳"
            }
        }
        var en: String {
            switch self {
            case .good(let name): "The baths of \(name)"
            case .missed: "未訳"
            }
        }
    }

    @Test func theAuditFindsJapaneseLeftInEnglishButNotAPlaceholdersOwn() {
        let problems = CatalogAudit.problems(in: Sample.self, allowedInEnglish: ["草津"])
        #expect(problems.map(\.key) == ["missed"])
    }
}
