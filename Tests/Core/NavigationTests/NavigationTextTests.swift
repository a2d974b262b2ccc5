import Entities
import Localization
import Navigation
import Testing

/// Issue 32: the tabs and screens are named in one language at a time, and a deep link's error
/// speaks the language in force.
@Suite struct NavigationTextTests {
    @Test func theCatalogHasBothLanguagesForEveryKey() {
        // A facility or a rally is titled by its id in both languages.
        #expect(CatalogAudit.problems(in: NavigationText.self).isEmpty)
    }

    @Test func everyDestinationKindHasATitleInEachLanguage() {
        var kinds: Set<Destination.Kind> = []
        for sample in NavigationText.samples {
            if case .screen(let destination) = sample { kinds.insert(destination.kind) }
        }
        #expect(kinds == Set(Destination.Kind.allCases))
    }

    @Test func tabsAndTitlesAreOneLanguage() {
        #expect(AppLanguage.$scoped.withValue(.ja) { Tab.allCases.map(\.title) } == ["検索", "地図", "お気に入り", "チケット", "アカウント"])
        #expect(AppLanguage.$scoped.withValue(.en) { Tab.allCases.map(\.title) } == ["Search", "Map", "Favourites", "Tickets", "Account"])
        #expect(AppLanguage.$scoped.withValue(.en) { Destination.ticketReview(FacilityID("aist-2601")).defaultTitle } == "Review order")
        #expect(AppLanguage.$scoped.withValue(.ja) { Destination.ticketReview(FacilityID("aist-2601")).defaultTitle } == "ご注文の確認")
    }

    @Test func aBadRouteIsExplainedInTheLanguageInForce() {
        #expect(throws: DeepLink.ParseError.unknownRoute("nope")) { try DeepLink.parse("nope") }
        let error = DeepLink.ParseError.unknownRoute("nope")
        #expect(AppLanguage.$scoped.withValue(.en) { error.description }.hasPrefix("unknown route 'nope'; valid routes: search, "))
        #expect(AppLanguage.$scoped.withValue(.ja) { error.description }.hasPrefix("「nope」という行き先はありません。使える行き先: search, "))
    }
}
