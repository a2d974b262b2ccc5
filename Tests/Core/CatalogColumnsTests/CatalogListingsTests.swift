import Foundation
import Testing
import Entities
import Localization
@testable import CatalogColumns

@Suite struct CatalogListingsTests {
    /// Deterministic, so a failure names the same rows on every run.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let prefectures: [(code: String, name: String, region: String)] = [
        ("10", "群馬県", "関東"), ("44", "大分県", "九州"), ("01", "北海道", "北海道"), ("20", "長野県", "中部"),
    ]

    static func randomListings(_ count: Int, seed: UInt64) -> [FacilityListing] {
        var random = SplitMix(state: seed)
        let names = ["草津", "", "別府温泉郷", "ニセコ湯本", "(下呂市)", "a", "湯の平 🐒", String(repeating: "長い名前", count: 6_000),
                     "かめしかのゆ", "ニセコ", "ゔぁー々〆　ヿ", "ぁ"]
        let readings = ["", "くさつ", "かねたにきたのゆ", "にせこ ゆもと", "ゔぉー", "くさつ1", "ヴぃ", "ア\u{3099}"]
        let types: [String?] = [nil, "酸性含S", "Na-Cl泉", "単純硫黄泉", "", "炭酸水素塩泉"]
        let closed: [ClosedDays] = [.none, .weekly(.tuesday), .secondAndFourth(.sunday), .weekly(.monday)]
        return (0..<count).map { row in
            let place = prefectures[Int.random(in: 0..<prefectures.count, using: &random)]
            let aliases = Bool.random(using: &random) && Bool.random(using: &random)
                ? (0..<Int.random(in: 1...3, using: &random)).map { FacilityAlias(name: "別名\(row)-\($0)", reading: $0 == 0 ? "" : "べつめい") }
                : []
            let type = types[Int.random(in: 0..<types.count, using: &random)]
            return FacilityListing(
                id: FacilityID(row == 7 ? "aist-a-very-long-identifier-\(row)" : "aist-\(row)"),
                name: names[Int.random(in: 0..<names.count, using: &random)],
                reading: readings[Int.random(in: 0..<readings.count, using: &random)] + (Bool.random(using: &random) ? "" : "く"), romaji: Bool.random(using: &random) ? "" : "Kusatsu \(row)",
                prefectureCode: place.code, prefectureName: place.name, regionName: place.region,
                coordinate: Coordinate(latitude: Double.random(in: 24...46, using: &random), longitude: Double.random(in: 122...146, using: &random)),
                maxTemperature: Bool.random(using: &random) ? nil : Double.random(in: -1...101, using: &random),
                ph: Bool.random(using: &random) ? nil : Double.random(in: 0...11, using: &random),
                springType: type, sourceCount: Int.random(in: 0...40, using: &random),
                springCategories: Bool.random(using: &random) ? nil : SpringCategoryFlags(rawValue: UInt16.random(in: 0...0x7FF, using: &random)),
                amenities: AmenityFlags(rawValue: UInt16.random(in: 0...0x3F, using: &random)),
                hasCoupons: Bool.random(using: &random), adultPriceYen: Int.random(in: 0...3_000, using: &random),
                readingSource: ReadingSource.allCases[Int.random(in: 0..<ReadingSource.allCases.count, using: &random)],
                aliases: aliases,
                hours: OpeningHours(openingMinute: Int.random(in: 0...720, using: &random), closingMinute: Int.random(in: 900...1_700, using: &random),
                                    closedDays: closed[Int.random(in: 0..<closed.count, using: &random)]))
        }
    }

    static let rows = randomListings(400, seed: 12)
    static let table = CatalogListings(rows)

    @Test func everyFieldOfEveryRowComesBackAsItWent() {
        #expect(Self.table.count == Self.rows.count)
        for (position, listing) in Self.rows.enumerated() {
            #expect(Self.table[position] == listing, "row \(position)")
            #expect(Self.table.id(at: position) == listing.id)
            #expect(Self.table.name(at: position) == listing.name)
            #expect(Self.table.reading(at: position) == listing.reading)
            #expect(Self.table.romaji(at: position) == listing.romaji)
            #expect(Self.table.springType(at: position) == listing.springType)
            #expect(Self.table.coordinate(at: position) == listing.coordinate)
            #expect(Self.table.maxTemperature(at: position) == listing.maxTemperature)
            #expect(Self.table.ph(at: position) == listing.ph)
            #expect(Self.table.prefectureCode(at: position) == listing.prefectureCode)
            #expect(Self.table.prefectureName(at: position) == listing.prefectureName)
        }
        // The generator reaches what the table stores specially.
        #expect(Self.rows.contains { !$0.aliases.isEmpty } && Self.rows.contains { $0.aliases.isEmpty })
        #expect(Self.rows.contains { $0.springType == nil } && Self.rows.contains { $0.springType == "" })
        #expect(Self.rows.contains { $0.name.utf8.count > 60_000 } && Self.rows.contains { $0.name.isEmpty })
        #expect(Self.rows.contains { KanaPacking.fits($0.reading) } && Self.rows.contains { !$0.reading.isEmpty && !KanaPacking.fits($0.reading) })
        #expect(Self.rows.contains { KanaPacking.fits($0.name) })
    }

    @Test func measurementsStayExactPastTheDistinctValuesACodeCanName() {
        var values: [Double] = (0..<100_000).map { (n: Int) -> Double in n % 3 == 0 ? Double.nan : Double(n) / 7 }
        values += [-0.0, 0.0, 1e300]
        var builder = InternedDoubles.Builder(capacity: 10)
        for value in values { builder.append(value) }
        let column = builder.build()
        for (row, value) in values.enumerated() {
            #expect(column[row].bitPattern == value.bitPattern || (value.isNaN && column[row].isNaN), "row \(row)")
        }
        var few = InternedDoubles.Builder(capacity: 3)
        for value in [42.5, .nan, 42.5, -0.0] { few.append(value) }
        let interned = few.build()
        #expect(interned[0] == 42.5)
        #expect(interned[1].isNaN)
        #expect(interned[2] == 42.5)
        #expect(interned[3].sign == .minus)
    }

    @Test func emptyAndBuiltOneByOneAgree() {
        #expect(CatalogListings().isEmpty)
        #expect(CatalogListings().position(of: FacilityID("aist-1")) == nil)
        var builder = CatalogListings.Builder(capacity: 3)
        for listing in Self.rows { builder.append(listing) }
        #expect(builder.build() == Self.table)
    }

    @Test func findsRowsByIdTheFirstOfTwoSharingOne() {
        for (position, listing) in Self.rows.enumerated() {
            #expect(Self.table.position(of: listing.id) == position)
        }
        #expect(Self.table.position(of: FacilityID("aist-400")) == nil)
        #expect(Self.table.position(of: FacilityID("")) == nil)
        let twice = CatalogListings([Self.rows[3], Self.rows[5], Self.rows[3]])
        #expect(twice.position(of: Self.rows[3].id) == 0)
        #expect(twice.listing(Self.rows[5].id) == Self.rows[5])
    }

    static func randomFilters(seed: UInt64) -> [FacilityFilter] {
        var random = SplitMix(state: seed)
        return (0..<300).map { _ in
            var filter = FacilityFilter()
            func some<T>(_ all: [T]) -> [T] { all.filter { _ in Int.random(in: 0..<4, using: &random) == 0 } }
            filter.regions = Set(some(prefectures.map(\.region) + ["四国"]))
            filter.prefectureCodes = Set(some(prefectures.map(\.code)))
            filter.springCategories = Set(some(SpringCategory.allCases))
            filter.temperatureClasses = Set(some(TemperatureClass.allCases))
            filter.phClasses = Set(some(PHClass.allCases))
            filter.amenities = Set(some(Amenity.allCases))
            filter.couponsOnly = Int.random(in: 0..<4, using: &random) == 0
            if Bool.random(using: &random) {
                filter.openAt = JapanTime(day: Int.random(in: 1...28, using: &random), weekday: Weekday.allCases[Int.random(in: 0..<7, using: &random)],
                                          minute: Int.random(in: 0..<1_440, using: &random))
            }
            if Bool.random(using: &random) {
                let lat = Double.random(in: 24...40, using: &random), lon = Double.random(in: 122...140, using: &random)
                filter.area = CoordinateBox(minLatitude: lat, maxLatitude: lat + 6, minLongitude: lon, maxLongitude: lon + 6)
            }
            return filter
        }
    }

    @Test func filtersKeepWhatTheListingFilterKeeps() {
        var nonTrivial = 0
        for filter in Self.randomFilters(seed: 5) {
            let expected = Self.rows.indices.filter { filter.matches(Self.rows[$0]) }
            let matcher = Self.table.matcher(for: filter)
            #expect(Self.table.indices.filter(matcher.matches) == expected, "\(filter)")
            let filtered = Self.table.filtered(by: filter)
            #expect(Array(filtered) == expected.map { Self.rows[$0] })
            if !expected.isEmpty && expected.count < Self.rows.count { nonTrivial += 1 }
        }
        #expect(nonTrivial > 40)
    }

    @Test func aSelectionReadsItsOwnRowsAndFindsThemById() {
        let positions = [399, 3, 250, 4]
        let selection = Self.table.selecting(positions)
        #expect(Array(selection) == positions.map { Self.rows[$0] })
        #expect(selection.position(of: Self.rows[250].id) == 2)
        #expect(selection.position(of: Self.rows[5].id) == nil)
        #expect(selection.positions(of: [Self.rows[4].id, Self.rows[399].id, Self.rows[6].id, FacilityID("none")]) == [0, 3])
        #expect(Self.table.positions(of: [Self.rows[4].id, Self.rows[2].id]) == [2, 4])
        let nested = selection.selecting([3, 0])
        #expect(Array(nested) == [Self.rows[4], Self.rows[399]])
        #expect(selection.matcher(for: FacilityFilter()).matches(1))
    }

    @Test func sortsOrderAsTheListingSortDoes() {
        let origin = DistanceOrigin(label: "草津", coordinate: Coordinate(latitude: 36.62, longitude: 138.59))
        let positions = Array(Self.rows.indices.reversed())
        for sort: FacilitySort in [.relevance, .reading, .temperature, .ph, .price, .distance(origin)] {
            #expect(sort.apply(positions, in: Self.table) == sort.apply(positions, in: Self.rows), "\(sort)")
        }
    }
}

/// A list read from the columns (favourites, the spring passport) names the 泉質 as the search list
/// does: the catalog's wording in Japanese, the standard's types in English (it read `酸性含S`).
@Suite struct CatalogListingsSpringTypeTests {
    @Test func theColumnsNameTheSpringTypeAsAListingDoes() {
        let rows = CatalogListingsTests.randomListings(200, seed: 7)
        let table = CatalogListings(rows)
        for language in [Language.ja, .en] {
            AppLanguage.$scoped.withValue(language) {
                for (position, row) in rows.enumerated() {
                    #expect(table.springTypeDisplay(at: position) == row.springTypeDisplay, "\(language) row \(position)")
                }
            }
        }
        let english = AppLanguage.$scoped.withValue(.en) { rows.indices.compactMap(table.springTypeDisplay(at:)) }
        #expect(english.contains { $0.contains("Sulfur") || $0.contains("Acidic") || $0.contains("Chloride") })
    }
}

/// A list's frame reads the 泉質's English line the columns made once per distinct wording; it
/// translated every visible row while the frame was drawn.
@Suite struct CatalogListingsSpringLineTests {
    @Test func theColumnsCarryEachWordingsEnglishLineMadeOnce() {
        let rows = CatalogListingsTests.randomListings(200, seed: 11)
        let table = AppLanguage.$scoped.withValue(.en) { CatalogListings(rows) }
        for position in rows.indices {
            let listing = table[position]
            #expect(listing.englishSpringLine.value == rows[position].springType.map { SpringWording($0).line(in: .en) })
            #expect(listing == rows[position], "the kept line takes no part in equality")
        }
        let english = AppLanguage.$scoped.withValue(.en) { table[0] }
        #expect(AppLanguage.$scoped.withValue(.ja) { english.springTypeDisplay } == rows[0].springType,
                "Japanese shows the catalog's wording even on a listing that carries the English line")
    }

    /// A process speaking Japanese never reads the lines, so its columns make none; a test drawing
    /// in English over them still gets each row's English line, translated on demand.
    @Test func columnsBuiltInJapaneseKeepNoLinesAndEnglishStillReads() {
        let rows = CatalogListingsTests.randomListings(200, seed: 12)
        let table = AppLanguage.$scoped.withValue(.ja) { CatalogListings(rows) }
        #expect(rows.indices.allSatisfy { table[$0].englishSpringLine.value == nil })
        AppLanguage.$scoped.withValue(.en) {
            for position in rows.indices {
                #expect(table.springTypeDisplay(at: position) == rows[position].springType.map { SpringWording($0).line(in: .en) })
                #expect(table[position].springTypeDisplay == table.springTypeDisplay(at: position))
            }
        }
    }

    @Test func aListingMadeByHandTranslatesOnDemand() {
        let listing = FacilityListing(id: FacilityID("aist-1"), name: "草津湯", reading: "くさつゆ", romaji: "Kusatsuyu",
                                      prefectureCode: "14", prefectureName: "神奈川県", regionName: "関東",
                                      coordinate: Coordinate(latitude: 35.4, longitude: 139.6), maxTemperature: 16.8, ph: nil,
                                      springType: "メタケイ酸重炭酸そうだ", sourceCount: 1)
        #expect(listing.englishSpringLine.value == nil)
        #expect(AppLanguage.$scoped.withValue(.en) { listing.springTypeDisplay } == SpringWording("メタケイ酸重炭酸そうだ").line(in: .en))
    }
}
