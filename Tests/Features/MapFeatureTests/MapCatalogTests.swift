import Localization
import Testing
@testable import MapFeature

@Suite struct MapCatalogTests {
    @Test func everyKeyInBothLanguages() {
        #expect(CatalogAudit.problems(in: MapText.self, allowedInEnglish: ["草津", "別府八湯", "週末の別府", "柴石", "亀川"]).isEmpty)
    }

    @Test func tripDaysAgreeInNumber() {
        #expect(MapText.tripDays(count: 1).en == "The trip has 1 day.")
        #expect(MapText.tripDays(count: 2).en == "The trip has 2 days.")
        #expect(MapText.tripDays(count: 2).ja == "2日間のプランです")
    }
}
