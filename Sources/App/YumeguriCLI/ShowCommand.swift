import ArgumentParser
import Dependencies
import Entities
import Foundation
import TerminalKit
import UseCases

/// `yumeguri show ID [--json]`: one area's detail as the detail screen has it — the catalog's
/// facts, the 泉質 with its 療養泉 types, effects, contraindications and cautions under the
/// Ministry of the Environment's standard, the hours with where they come from, the nearby areas.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Print one hot-spring area's detail: facts, 泉質 and what the standard says of it, hours, nearby areas.")

    @Argument(help: ArgumentHelp("The area's id (aist-NNNN), as search and visits show it.", valueName: "id"))
    var id: String

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var options: AppOptions

    static let nearbyCount = 5

    func run() async throws {
        let facility = FacilityID(id)
        guard facility.isWellFormed else {
            try UserDataContext.fail("'\(TerminalText.sanitized(id))' is not an area id (aist-NNNN; `yumeguri search NAME` shows ids)")
        }
        umask(0o077)
        let location = try options.location()
        let (detail, nearby) = try await withDependencies { $0.catalogLocation = location } operation: {
            @Dependency(\.facilityDetail) var facilityDetail
            @Dependency(\.nearbyFacilities) var nearbyFacilities
            do throws(CatalogError) {
                return (try await facilityDetail.execute(facility), try await nearbyFacilities.execute(facility, Self.nearbyCount))
            } catch { try UserDataContext.fail(error.description) }
        }
        if json {
            CLIOutput.json(UserDataContext.json(AreaJSON(detail, nearby: nearby)))
        } else {
            CLIOutput.line(AreaText.lines(detail, nearby: nearby).map(TerminalText.sanitized).joined(separator: "\n"))
        }
    }
}

/// `show --json`: field names as every `--json` spells them.
struct AreaJSON: Encodable {
    struct Effect: Encodable { var kind: String; var springType: String?; var text: String; var english: String }
    struct Caution: Encodable { var text: String; var english: String; var source: String }
    struct Nearby: Encodable { var id: String; var name: String; var prefecture: String; var distanceKm: Double }
    struct Hours: Encodable { var open: String; var closedDays: String; var source: String }

    var id, name, reading, romaji, hepburn, prefecture, region: String
    var latitude, longitude: Double
    var temperature: Double?
    var temperatureClass: String?
    var ph: Double?
    var phClass: String?
    var springType: String?
    var springCategories: [String]
    var springUnclassified: String?
    var springProperties: [String]
    var indications: [Effect]
    var contraindications: [Effect]
    var cautions: [Caution]
    var standard: String
    var note: String
    var representativeSource: String?
    var analysisYear: Int?
    var sourceCount: Int
    var hours: Hours
    var nearby: [Nearby]

    init(_ detail: FacilityDetail, nearby: [NearbyFacility]) {
        let l = detail.listing, guide = detail.springGuide
        (id, name, reading, romaji, prefecture, region) = (l.id.rawValue, l.name, l.reading, l.romaji, l.prefectureName, l.regionName)
        hepburn = l.hepburn
        (latitude, longitude) = (l.coordinate.latitude, l.coordinate.longitude)
        (temperature, temperatureClass, ph, phClass) = (l.maxTemperature, l.temperatureClass?.label, l.ph, l.phClass?.label)
        springType = l.springType
        springCategories = guide.types.map(\.label)
        springUnclassified = guide.classification.unclassified?.label
        springProperties = guide.classification.properties
        func effect(_ entry: SpringStandard.Entry) -> Effect {
            Effect(kind: entry.kind.rawValue, springType: entry.type?.label, text: entry.japanese, english: entry.english)
        }
        let general = guide.types.isEmpty ? [] : SpringStandard.entries(.generalIndication)
        indications = (general + guide.bath + guide.drink).map(effect)
        contraindications = (SpringStandard.entries(.generalContraindication) + guide.contraindications).map(effect)
        cautions = guide.cautions.map { Caution(text: $0.japanese, english: $0.english, source: $0.fromStandard ? "standard" : "app") }
        standard = SpringStandard.citation
        note = SpringStandard.disclaimer
        representativeSource = detail.representativeSource
        analysisYear = detail.analysisYear
        sourceCount = l.sourceCount
        hours = Hours(open: detail.sample.hoursText, closedDays: detail.sample.closedDays.label, source: "sample")
        self.nearby = nearby.map { Nearby(id: $0.id.rawValue, name: $0.listing.name, prefecture: $0.listing.prefectureName,
                                          distanceKm: ($0.distanceKilometres * 10).rounded() / 10) }
    }
}

/// `show` as text: the detail screen's order.
enum AreaText {
    static func lines(_ detail: FacilityDetail, nearby: [NearbyFacility]) -> [String] {
        let l = detail.listing, guide = detail.springGuide
        var lines = ["\(l.displayName)  \(l.readingDisplay.isEmpty ? "" : l.readingDisplay + "  ")\(l.id.rawValue)",
                     "所在地    \(l.prefectureDisplayName) (\(l.regionDisplayName))  \(l.coordinate.formatted) (源泉の概略位置 approx.)",
                     "泉温      \(l.temperatureText)" + (l.temperatureClass.map { "  \($0.label)" } ?? ""),
                     "pH        \(formatPH(l.ph))" + (l.phClass.map { "  \($0.label)" } ?? ""),
                     "泉質      \(l.springType ?? "— 記載なし (not recorded)")"]
        if let reason = guide.classification.unclassified {
            lines.append("療養泉    分類なし — \(reason.label)")
        } else {
            lines.append("療養泉    " + guide.types.map { "\($0.label) (\($0.englishName))" }.joined(separator: " · "))
        }
        if !guide.classification.properties.isEmpty { lines.append("性状      " + guide.classification.properties.joined(separator: " · ")) }
        if !guide.types.isEmpty {
            let effects = guide.effectTexts
            lines.append("浴用      " + (effects.bath.isEmpty ? "泉質別の適応症なし — none of its own" : effects.bath.joined(separator: "、")))
            if !effects.drink.isEmpty { lines.append("飲用      " + effects.drink.joined(separator: "、") + " (飲泉許可のある所のみ)") }
            lines.append("一般的適応症 (療養泉に共通)")
            lines += SpringStandard.entries(.generalIndication).map { "  - \($0.japanese)" }
        }
        if !guide.contraindications.isEmpty {
            lines.append("禁忌症    " + Set(guide.contraindications.map(\.japanese)).sorted().joined(separator: "、"))
        }
        lines.append("一般的禁忌症 (浴用、温泉に共通)")
        lines += SpringStandard.entries(.generalContraindication).map { "  - \($0.japanese)" }
        lines += guide.cautions.map { "注意      \($0.japanese)" + ($0.fromStandard ? "" : " (アプリの注記 app note)") }
        lines += ["出典      \(SpringStandard.citation)", "          \(SpringStandard.disclaimer)"]
        var facts = ["源泉 \(l.sourceCount)か所"]
        if let source = detail.representativeSource { facts.insert("代表源泉 \(source)", at: 0) }
        if let year = detail.analysisYear { facts.append("分析 \(year)年") }
        lines.append("源泉      " + facts.joined(separator: " · ") + " (AIST GRES-DB ONSEN 2020)")
        lines.append("営業時間  \(detail.sample.hoursText) · 定休 \(detail.sample.closedDays.label)  [sample: 見本データ, not real hours]")
        lines.append("近くの温泉 Nearby")
        lines += nearby.map { "  \($0.id.rawValue)  \($0.listing.displayName) (\($0.listing.prefectureDisplayName))  \(formatDistance(kilometres: $0.distanceKilometres))" }
        return lines
    }
}
