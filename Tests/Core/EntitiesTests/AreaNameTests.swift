import Entities
import Localization
import Testing

/// One language at a time: Japanese shows the name as written, English the romaji first.
@Suite struct AreaNameTests {
    static let listing = FacilityListing(
        id: FacilityID("aist-2711"), name: "草津温泉", reading: "くさつおんせん", romaji: "Kusatsu Onsen",
        prefectureCode: "10", prefectureName: "群馬県", regionName: "関東",
        coordinate: Coordinate(latitude: 36.6, longitude: 138.6), maxTemperature: 95, ph: 2, springType: nil, sourceCount: 1,
        prefectureEnglishName: "Gunma", regionEnglishName: "Kanto")

    @Test func japaneseShowsTheNameAlone() {
        AppLanguage.$scoped.withValue(.ja) {
            #expect(Self.listing.displayName == "草津温泉")
            #expect(Self.listing.prefectureDisplayName == "群馬県")
            #expect(Self.listing.regionDisplayName == "関東")
            #expect(Self.listing.readingDisplay == "くさつおんせん")
        }
    }

    @Test func englishShowsTheRomajiFirst() {
        AppLanguage.$scoped.withValue(.en) {
            #expect(Self.listing.hepburn == "Kusatsu Onsen")
            #expect(Self.listing.displayName == "Kusatsu Onsen 草津温泉")
            #expect(Self.listing.prefectureDisplayName == "Gunma")
            #expect(Self.listing.regionDisplayName == "Kanto")
            #expect(Self.listing.readingDisplay.isEmpty)
        }
    }

    @Test func withoutRomajiTheNameStandsAlone() {
        #expect(AreaName.display(name: "昭和火□", romaji: "", in: .en) == "昭和火□")
        #expect(PlaceName.display(name: "群馬県", english: "", in: .en) == "群馬県")
        let prefecture = Prefecture(code: "10", name: "群馬県", shortName: "群馬", reading: "ぐんまけん", romaji: "Gunma",
                                    region: Region(id: 3, name: "関東", englishName: "Kanto"))
        AppLanguage.$scoped.withValue(.en) {
            #expect(prefecture.displayName == "Gunma")
            #expect(prefecture.region.displayName == "Kanto")
        }
        AppLanguage.$scoped.withValue(.ja) {
            #expect(prefecture.shortDisplayName == "群馬")
        }
    }
}

/// The detail's "Also" line named other names in kanji alone in English (`那須温泉郷 · 那須湯本温泉`).
@Suite struct FacilityAliasDisplayTests {
    @Test func anAliasReadsAsAreaNamesDoInEachLanguage() {
        let alias = FacilityAlias(name: "那須温泉郷", reading: "なすおんせんきょう")
        #expect(AppLanguage.$scoped.withValue(.ja) { alias.displayName } == "那須温泉郷")
        let english = AppLanguage.$scoped.withValue(.en) { alias.displayName }
        #expect(english == HepburnName.from(reading: "なすおんせんきょう") + " 那須温泉郷" && english.hasPrefix("Nasu"), "\(english)")
        #expect(AppLanguage.$scoped.withValue(.en) { FacilityAlias(name: "別名", reading: "").displayName } == "別名", "no reading: the name alone")
    }
}
