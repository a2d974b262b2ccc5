import Entities
import Localization
import Testing

/// A list's 泉質 column: the catalog's wording in Japanese, that wording read into English.
@Suite struct SpringTypeDisplayTests {
    static func listing(_ springType: String?) -> FacilityListing {
        FacilityListing(id: FacilityID("aist-2711"), name: "草津", reading: "くさつ", romaji: "kusatsu", prefectureCode: "10",
                        prefectureName: "群馬県", regionName: "関東", coordinate: Coordinate(latitude: 36.62, longitude: 138.59),
                        maxTemperature: 95, ph: 2.0, springType: springType, sourceCount: 1)
    }

    @Test func japaneseShowsTheCatalogsWordingEnglishItsTranslation() {
        let kusatsu = Self.listing("酸性・含鉄・硫黄泉")
        AppLanguage.$scoped.withValue(.ja) { #expect(kusatsu.springTypeDisplay == "酸性・含鉄・硫黄泉") }
        AppLanguage.$scoped.withValue(.en) { #expect(kusatsu.springTypeDisplay == "Acidic, iron-containing sulfur spring") }
    }

    @Test func wordingThatNamesNoTypeIsTranslatedTooAndNoneStaysNone() {
        AppLanguage.$scoped.withValue(.en) {
            #expect(Self.listing("メタケイ酸").springTypeDisplay == "Metasilicic acid")
            #expect(Self.listing("内津冷鉱泉").springTypeDisplay == "… cold mineral spring [AIST: 内津冷鉱泉]")
            #expect(Self.listing(nil).springTypeDisplay == nil)
        }
    }
}
