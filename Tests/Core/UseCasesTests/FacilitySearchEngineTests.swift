import Entities
import Foundation
import Testing
@testable import UseCases

/// The engine over the real bundled catalog, checked against counts computed here straight from
/// the CSV columns, without FacilityFilter.
@Suite struct FacilitySearchEngineTests {
    struct Raw {
        var id, pref, name, reading, romaji, senshitsu: String
        var temp: Double?
    }

    static let raw: [Raw] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = (try? String(contentsOf: root.appendingPathComponent("Resources/onsen/aist_onsen_named.csv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().map { line in
            // Quoted fields only ever hold commas inside 泉質 here.
            var fields: [String] = []
            var current = "", quoted = false
            for c in line {
                if c == "\"" { quoted.toggle() } else if c == ",", !quoted { fields.append(current); current = "" } else { current.append(c) }
            }
            fields.append(current)
            return Raw(id: fields[0], pref: fields[1], name: fields[3], reading: fields[15], romaji: fields[16],
                       senshitsu: fields[13], temp: Double(fields[8]))
        }
    }()

    static let prefectureNames: [String: (String, String)] = ["10": ("群馬県", "関東"), "44": ("大分県", "九州"), "38": ("愛媛県", "四国")]

    static let engine: FacilitySearchEngine = {
        let listings = raw.map { r in
            FacilityListing(
                id: FacilityID(r.id), name: r.name, reading: r.reading, romaji: r.romaji, prefectureCode: r.pref,
                prefectureName: prefectureNames[r.pref]?.0 ?? "県\(r.pref)", regionName: prefectureNames[r.pref]?.1 ?? "地方",
                coordinate: Coordinate(latitude: 35, longitude: 135), maxTemperature: r.temp, ph: nil,
                springType: r.senshitsu.isEmpty ? nil : r.senshitsu, sourceCount: 1)
        }
        let prefectures = [
            Prefecture(code: "10", name: "群馬県", shortName: "群馬", reading: "ぐんまけん", romaji: "Gunma",
                       region: Region(id: 3, name: "関東", englishName: "Kanto")),
        ]
        return FacilitySearchEngine(listings: listings, prefectures: prefectures)
    }()

    func names(_ request: SearchRequest) -> [String] {
        let outcome = Self.engine.run(request)
        return outcome.rows.map { outcome.listings[$0.index].name }
    }

    @Test func readingsAndRomajiFindKanjiNames() {
        #expect(Self.raw.count > 4000)
        for query in ["草津", "くさつ", "クサツ", "kusatsu", "KUSATSU", "ｸｻﾂ"] {
            #expect(names(SearchRequest(query: query)).first == "草津", "query \(query)")
        }
        #expect(names(SearchRequest(query: "dogo")).first == "道後温泉")
        #expect(names(SearchRequest(query: "dougo")).first == "道後温泉")
        #expect(names(SearchRequest(query: "beppu")).first?.hasPrefix("別府") == true)
    }

    @Test func prefectureNamesAndReadingsMatchTheirAreas() {
        let gunma = Set(Self.raw.filter { $0.pref == "10" }.map(\.id))
        for query in ["gunma", "ぐんま", "群馬"] {
            let outcome = Self.engine.run(SearchRequest(query: query))
            let ids = Set(outcome.rows.map { outcome.listings[$0.index].id.rawValue })
            #expect(gunma.isSubset(of: ids), "query \(query)")
        }
    }

    @Test func filterCombinationsMatchIndependentCounts() {
        func count(_ filter: FacilityFilter) -> Int { Self.engine.run(SearchRequest(filter: filter)).rows.count }
        var filter = FacilityFilter()
        filter.prefectureCodes = ["10"]
        #expect(count(filter) == Self.raw.filter { $0.pref == "10" }.count)
        filter.temperatureClasses = [.hot]
        #expect(count(filter) == Self.raw.filter { $0.pref == "10" && ($0.temp ?? -1) >= 42 }.count)
        filter = FacilityFilter()
        filter.springCategories = [.sulfur]
        // 総硫黄 alone is the 温泉法's 1 mg, not the 硫黄泉's 2 mg (鉱泉分析法指針, 2014).
        let sulfurByHand = Self.raw.filter { r in
            (r.senshitsu.contains("硫黄") && r.senshitsu != "総硫黄") || r.senshitsu.contains("硫化") || r.senshitsu.contains("H2S")
                || r.senshitsu.indices.contains { i in
                    r.senshitsu[i] == "S" && !["O", "i", "r", "c"].contains(r.senshitsu[r.senshitsu.index(after: i)..<r.senshitsu.endIndex].first ?? " ")
                }
        }.count
        #expect(count(filter) == sulfurByHand)
        filter.prefectureCodes = ["10", "44"]
        #expect(count(filter) <= sulfurByHand)
        #expect(count(filter) > 0)
        filter = FacilityFilter()
        filter.temperatureClasses = [.cold, .low]
        #expect(count(filter) == Self.raw.filter { ($0.temp.map { $0 < 34 }) == true }.count)
    }

    @Test func queryAndFilterTogether() {
        var filter = FacilityFilter()
        filter.prefectureCodes = ["10"]
        #expect(names(SearchRequest(query: "くさつ", filter: filter)) == ["草津"])
        filter.prefectureCodes = ["44"]
        #expect(names(SearchRequest(query: "くさつ", filter: filter)).isEmpty)
    }

    @Test func emptyQueryListsEverythingByDestinationScoreThenCatalogOrder() {
        let outcome = Self.engine.run(SearchRequest())
        #expect(outcome.rows.count == Self.raw.count)
        let keys = outcome.rows.map { (-DestinationScore.of(Self.engine.listings[$0.index]), $0.index) }
        #expect(keys.map(\.1) == keys.sorted { $0 < $1 }.map(\.1))
        #expect(Set(outcome.rows.map(\.index)) == Set(0..<Self.raw.count))
        #expect(outcome.rows.allSatisfy { $0.matchedField == nil })
    }

    @Test func longQueriesAreCut() {
        let outcome = Self.engine.run(SearchRequest(query: String(repeating: "湯", count: 10_000)))
        #expect(outcome.isQueryTruncated)
        #expect(outcome.rows.isEmpty)
    }
}
