@testable import FavoritesFeature
import Localization
import Testing

/// Issue 32: every key of the favourites' and the visit log's catalogs has both languages, and
/// English has no kana or kanji but the sample names put in.
@Suite struct FavoritesCatalogTests {
    @Test func favouritesCatalog() {
        let problems = CatalogAudit.problems(in: FavoritesText.self, allowedInEnglish: ["草津"])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func visitsCatalog() {
        let problems = CatalogAudit.problems(in: VisitsText.self, allowedInEnglish: ["草津", "硫黄泉"])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func countsAgreeInNumber() {
        AppLanguage.$scoped.withValue(.en) {
            #expect(VisitsText.visitsAndAreas(visits: 1, areas: 1).text == "1 visit · 1 area")
            #expect(VisitsText.visitsAndAreas(visits: 4, areas: 2).text == "4 visits · 2 areas")
        }
        #expect(VisitsText.visitsAndAreas(visits: 4, areas: 2).text == "4件 · 2か所")
    }
}
