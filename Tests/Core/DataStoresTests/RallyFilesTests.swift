import DataStores
import Entities
import Foundation
import Localization
import Testing

/// The bundled rallies against the bundled catalog: every member that names an area names one the
/// catalog has, under the name and in the prefecture the file says; the sets the issue names are there.
@Suite struct RallyFilesTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    /// The catalog's `id → (onsen_name, prefecture)`, read with a plain split (no field of those
    /// three is quoted in the file).
    static func catalog() throws -> [String: (name: String, prefecture: String)] {
        let text = try String(contentsOf: resources.appendingPathComponent("onsen/aist_onsen_named.csv"), encoding: .utf8)
        var rows: [String: (String, String)] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            rows[String(fields[0])] = (String(fields[3]), String(fields[2]))
        }
        return rows
    }

    /// `rally_members.csv`'s `catalog_name` column by (rally, position): what the file claims.
    static func claimedNames() throws -> [String: String] {
        let text = try String(contentsOf: resources.appendingPathComponent("onsen/rally_members.csv"), encoding: .utf8)
        var names: [String: String] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            names["\(fields[0])/\(fields[1])"] = String(fields[5])
        }
        return names
    }

    @Test func everyMemberMatchesTheCatalogByNameAndPrefecture() throws {
        let rallies = try RallyFiles.load(directory: Self.resources)
        let catalog = try Self.catalog()
        let claimed = try Self.claimedNames()
        #expect(rallies.count >= 10)
        for rally in rallies {
            #expect(rally.id.isWellFormed)
            #expect(rally.members.map(\.position) == Array(1...rally.members.count))
            for member in rally.members {
                for area in member.areas {
                    let row = try #require(catalog[area.rawValue], "\(rally.id) \(member.name): \(area) is not in the catalog")
                    #expect(row.prefecture == member.prefectureName, "\(rally.id) \(member.name)")
                    #expect(row.name == claimed["\(rally.id.rawValue)/\(member.position)"], "\(rally.id) \(member.name)")
                }
            }
        }
        #expect(Set(rallies.map(\.id)).count == rallies.count)
    }

    /// Issue 32 §2: every shipped rally has its summary and source written in English, shown
    /// alone in English and never in Japanese.
    @Test func everyRallySpeaksEnglishAndJapaneseApart() throws {
        let rallies = try RallyFiles.load(directory: Self.resources)
        #expect(rallies.count == 13)
        for rally in rallies {
            let english = AppLanguage.$scoped.withValue(.en) { [rally.title, rally.summary, rally.source] }
            #expect(english == [rally.englishName, rally.englishSummary, rally.englishSource], "\(rally.id)")
            #expect(!english.joined().unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) }, "\(rally.id): \(english)")
            let japanese = AppLanguage.$scoped.withValue(.ja) { [rally.title, rally.summary, rally.source] }
            #expect(japanese == [rally.name, rally.japaneseSummary, rally.japaneseSource], "\(rally.id)")
            #expect(!rally.japaneseSummary.contains(" ("), "no English gloss left in the Japanese: \(rally.japaneseSummary)")
        }
        let sanmeisen = try #require(rallies.first { $0.id.rawValue == "sanmeisen" })
        #expect(AppLanguage.$scoped.withValue(.en) { sanmeisen.summary }.hasPrefix("Kusatsu, Gero and Arima"))
    }

    @Test func theSetsTheIssueNamesAreThere() throws {
        let rallies = Dictionary(uniqueKeysWithValues: try RallyFiles.load(directory: Self.resources).map { ($0.id.rawValue, $0) })
        let catalog = try Self.catalog()
        func members(_ id: String) -> [(String, String)] {
            (rallies[id]?.countedMembers ?? []).compactMap { $0.primaryArea.flatMap { catalog[$0.rawValue] } }.map { ($0.name, $0.prefecture) }
        }
        let sanmeisen = members("sanmeisen")
        #expect(sanmeisen.contains { $0 == ("草津", "群馬県") })
        #expect(sanmeisen.contains { $0.1 == "岐阜県" && $0.0.hasPrefix("下呂") })
        #expect(sanmeisen.contains { $0.1 == "兵庫県" && $0.0.hasPrefix("有馬") })
        #expect(Set(members("sanko-yu").map(\.1)) == ["愛媛県", "兵庫県", "和歌山県"])
        #expect(rallies["sanko-yu"]?.note.contains("いわき湯本") == true, "the other claimant is named")
        #expect(rallies["bijin-no-yu"]?.members.contains { $0.prefectureName == "島根県" && $0.name.hasPrefix("湯の川") } == true)
        #expect(!members("bijin-no-yu").contains { $0.1 == "北海道" }, "北海道's 湯の川 is another place")
        #expect(Set(members("sandai-yakuto").map(\.1)) == ["群馬県", "兵庫県", "新潟県"])
        #expect(members("beppu-hatto").count == 8)
        #expect(members("beppu-hatto").allSatisfy { $0.1 == "大分県" })
        #expect(members("naruko").count == 5 && members("naruko").allSatisfy { $0.1 == "宮城県" })
        #expect(members("okuhida").count == 5 && members("okuhida").allSatisfy { $0.1 == "岐阜県" })
        for id in ["nyuto", "nasu", "hakone"] { #expect(members(id).count >= 5, "\(id)") }
    }

    @Test func aBadRowIsRefusedWithItsLine() {
        let header = "id,name,name_en,kind,summary,source,note\n"
        let membersHeader = "rally_id,position,name,prefecture,area_id,catalog_name,note\n"
        #expect(throws: CatalogError.malformed(file: RallyFiles.ralliesPath, line: 2, reason: .notARallyID("Bad_ID"))) {
            try RallyFiles.parse(rallies: header + "Bad_ID,名,Name,famous,,,\n", members: membersHeader)
        }
        #expect(throws: CatalogError.malformed(file: RallyFiles.membersPath, line: 2, reason: .noSuchRally(id: "other", file: "onsen/rallies.csv"))) {
            try RallyFiles.parse(rallies: header + "one,名,Name,famous,,,\n", members: membersHeader + "other,1,草津,群馬県,aist-2711,草津,\n")
        }
        #expect(throws: CatalogError.malformed(file: RallyFiles.membersPath, line: 3, reason: .positionsOutOfOrder(rally: "one"))) {
            try RallyFiles.parse(rallies: header + "one,名,Name,famous,,,\n",
                                 members: membersHeader + "one,1,草津,群馬県,aist-2711,草津,\none,3,下呂,岐阜県,aist-5185,下呂温泉,\n")
        }
        #expect(throws: CatalogError.malformed(file: RallyFiles.ralliesPath, line: 2, reason: .forbiddenScalar(field: "summary", scalar: "U+202E"))) {
            try RallyFiles.parse(rallies: header + "one,名,Name,famous,a\u{202E}b,,\n", members: membersHeader + "one,1,草津,群馬県,aist-2711,草津,\n")
        }
        #expect(throws: CatalogError.malformed(file: RallyFiles.membersPath, line: 2, reason: .notAFacilityID("x-y-z"))) {
            try RallyFiles.parse(rallies: header + "one,名,Name,famous,,,\n", members: membersHeader + "one,1,草津,群馬県,x-y-z,草津,\n")
        }
    }

    /// Issue 34.10: one bath listed five times showed 5/5 制覇 after one visit; refused at load,
    /// with the file and the line of the repeat. The files are bounded like the catalog.
    @Test func aBathListedTwiceAndOversizedFilesAreRefused() throws {
        let header = "id,name,name_en,kind,summary,source,note\n"
        let membersHeader = "rally_id,position,name,prefecture,area_id,catalog_name,note\n"
        let dup = "one,1,草津,群馬県,aist-2711,草津,\none,2,下呂,岐阜県,aist-5185,下呂,\none,3,草津again,群馬県,aist-2711,草津,\n"
        #expect(throws: CatalogError.malformed(file: RallyFiles.membersPath, line: 4,
                                               reason: .memberTwice(area: "aist-2711", position: 1, rally: "one"))) {
            try RallyFiles.parse(rallies: header + "one,名,Name,famous,,,\n", members: membersHeader + dup)
        }
        let tooMany = (1...RallyFiles.maximumMembers + 1).map { "one,\($0),湯\($0),群馬県,,,\n" }.joined()
        #expect(throws: CatalogError.malformed(file: RallyFiles.membersPath, line: RallyFiles.maximumMembers + 2,
                                               reason: .tooManyMembers(rally: "one", limit: RallyFiles.maximumMembers))) {
            try RallyFiles.parse(rallies: header + "one,名,Name,famous,,,\n", members: membersHeader + tooMany)
        }
        let rallies = (1...RallyFiles.maximumRallies + 1).map { "r\($0),名,Name,famous,,,\n" }.joined()
        #expect(throws: CatalogError.malformed(file: RallyFiles.ralliesPath, line: RallyFiles.maximumRallies + 2,
                                               reason: .tooManyRallies(RallyFiles.maximumRallies))) {
            try RallyFiles.parse(rallies: header + rallies, members: membersHeader)
        }
        // A FIFO where a rally file should be is refused, not read (the read blocked for ever).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-rallies-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("onsen"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent(RallyFiles.ralliesPath).path, 0o600) == 0)
        #expect(throws: CatalogError.self) { try RallyFiles.load(directory: folder) }
    }

    @Test func aCatalogWithoutRalliesHasNone() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-rallies-\(UUID().uuidString)")
        #expect(try RallyFiles.load(directory: empty).isEmpty)
    }
}
