import ArgumentParser
import Dependencies
import Entities
import Foundation
import Localization
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

    @OptionGroup var options: DataOptions

    static let nearbyCount = 5

    func run() async throws {
        let facility = FacilityID(id)
        guard facility.isWellFormed else {
            try UserDataContext.fail(CLIText.notAnAreaID(TerminalText.sanitized(id)).text)
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
            CLIOutput.json(ScriptOutput.build { UserDataContext.json(AreaJSON(detail, nearby: nearby)) })
        } else {
            // On a terminal a long line (the effects, the standard's citation) wraps under its value.
            let width = CLIOutput.isCaptured ? nil : MessageWrap.terminalWidth(STDOUT_FILENO)
            CLIOutput.line(AreaText.lines(detail, nearby: nearby).map(TerminalText.sanitized)
                .map { line in width.map { MessageWrap.wrappedUnderValue(line, width: $0) } ?? line }.joined(separator: "\n"))
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

/// `show` as text: the detail screen's order, in the language in force.
enum AreaText {
    static func lines(_ detail: FacilityDetail, nearby: [NearbyFacility]) -> [String] {
        let l = detail.listing, guide = detail.springGuide
        let english = AppLanguage.current == .en
        func said(_ entry: SpringStandard.Entry) -> String { english ? entry.english : entry.japanese }
        let list = english ? "; " : "、"
        var lines = ["\(l.displayName)  \(l.readingDisplay.isEmpty ? "" : l.readingDisplay + "  ")\(l.id.rawValue)",
                     ShowText.location(prefecture: l.prefectureDisplayName, region: l.regionDisplayName, coordinate: l.coordinate.formatted).text,
                     (l.temperatureClass.map { ShowText.temperatureWithClass(l.temperatureText, $0.label) } ?? .temperature(l.temperatureText)).text,
                     (l.phClass.map { ShowText.phWithClass(formatPH(l.ph), $0.label) } ?? .ph(formatPH(l.ph))).text,
                     (l.springTypeDisplay.map(ShowText.springType) ?? .springTypeNotRecorded).text]
        // In English, where the 泉質 line came from: translated from the catalog's wording, or in part.
        if let note = l.springType.flatMap({ SpringWording($0).note }) { lines.append(ShowText.springTypeNote(note).text) }
        if let reason = guide.classification.unclassified {
            lines.append(ShowText.unclassified(reason.label).text)
        } else {
            lines.append(ShowText.therapeutic(guide.types.map { english ? $0.englishName : $0.label }.joined(separator: " · ")).text)
        }
        if !guide.classification.properties.isEmpty { lines.append(ShowText.properties(guide.classification.propertyLabels.joined(separator: " · ")).text) }
        if !guide.types.isEmpty {
            let bath = unique(guide.bath.map(said)), drink = unique(guide.drink.map(said))
            lines.append((bath.isEmpty ? ShowText.bathingNone : .bathing(bath.joined(separator: list))).text)
            if !drink.isEmpty { lines.append(ShowText.drinking(drink.joined(separator: list)).text) }
            lines.append(ShowText.generalIndications.text)
            lines += SpringStandard.entries(.generalIndication).map { "  - \(said($0))" }
        }
        if !guide.contraindications.isEmpty {
            lines.append(ShowText.contraindications(Set(guide.contraindications.map(said)).sorted().joined(separator: list)).text)
        }
        lines.append(ShowText.generalContraindications.text)
        lines += SpringStandard.entries(.generalContraindication).map { "  - \(said($0))" }
        lines += guide.cautions.map { caution in
            let text = english ? caution.english : caution.japanese
            return (caution.fromStandard ? ShowText.caution(text) : .appCaution(text)).text
        }
        lines += [ShowText.standard(SpringStandard.citation).text, ShowText.standardNote(SpringStandard.disclaimer).text]
        lines.append(ShowText.sources(representative: detail.representativeSource, count: l.sourceCount, analysisYear: detail.analysisYear).text)
        lines.append(ShowText.hours(open: detail.sample.hoursText, closed: detail.sample.closedDays.label).text)
        lines.append(ShowText.nearbyHeader.text)
        lines += nearby.map { "  \($0.id.rawValue)  \($0.listing.displayName) (\($0.listing.prefectureDisplayName))  \(formatDistance(kilometres: $0.distanceKilometres))" }
        return lines
    }

    private static func unique(_ texts: [String]) -> [String] {
        var seen: Set<String> = []
        return texts.filter { seen.insert($0).inserted }
    }
}
