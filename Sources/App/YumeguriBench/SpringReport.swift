import ArgumentParser
import Entities
import Foundation
import YumeguriCLI

/// `yumeguri-bench springs`: how the catalog's 泉質 fall into the ten 療養泉 types of the 鉱泉分析法指針
/// (平成26年改訂), and why the rest fall into none, as the markdown table the data README keeps
/// (`Resources/onsen/README.md`, "泉質 and the 療養泉 types"). Read through the app's own catalog,
/// so the report counts what the app files.
struct SpringReport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "springs", abstract: "Count the catalog's areas per 療養泉 type and the unclassified ones by reason (markdown).")

    @Flag(name: .long, help: "Also list every distinct unclassified 泉質 with its reason and count.")
    var strings = false

    @Flag(name: .long, help: "Also count the 泉質 wordings read whole into English (SpringWording) and list the rest.")
    var english = false

    @OptionGroup var options: AppOptions

    func run() async throws {
        let context = try await UserDataContext.open(options)
        let listings = context.listings
        var perType: [SpringCategory: Int] = [:]
        var perReason: [SpringUnclassifiedReason: Int] = [:]
        var unclassifiedTexts: [String: (SpringUnclassifiedReason, Int)] = [:]
        var typeCounts: [Int: Int] = [:]
        for position in listings.indices {
            let text = listings[position].springType
            let found = SpringClassification.of(text)
            typeCounts[found.categories.count, default: 0] += 1
            for category in found.categories { perType[category, default: 0] += 1 }
            if let reason = found.unclassified {
                perReason[reason, default: 0] += 1
                let key = text ?? ""
                unclassifiedTexts[key] = (reason, (unclassifiedTexts[key]?.1 ?? 0) + 1)
            }
        }
        var lines = ["| 療養泉 type | areas |", "|---|---:|"]
        for category in SpringCategory.therapeutic {
            lines.append("| \(category.label) (\(category.englishName)) | \(perType[category] ?? 0) |")
        }
        let classified = listings.count - perReason.values.reduce(0, +)
        lines += ["", "\(classified) of \(listings.count) areas have at least one type (\(typeCounts[1] ?? 0) one, "
                  + "\((2...10).map { typeCounts[$0] ?? 0 }.reduce(0, +)) several: an area counts under each of its types).", "",
                  "| unclassified, why | areas |", "|---|---:|"]
        for reason in SpringUnclassifiedReason.allCases {
            lines.append("| \(reason.label) | \(perReason[reason] ?? 0) |")
        }
        if strings {
            lines += ["", "| 泉質 | reason | areas |", "|---|---|---:|"]
            for (text, entry) in unclassifiedTexts.sorted(by: { ($0.value.1, $1.key) > ($1.value.1, $0.key) }) where !text.isEmpty {
                lines.append("| `\(text)` | \(entry.0.rawValue) | \(entry.1) |")
            }
        }
        if english { lines += Self.englishCoverage(of: listings.indices.compactMap { listings[$0].springType }) }
        CLIOutput.line(lines.joined(separator: "\n"))
    }

    /// How many wordings and areas read whole in English, and each wording that does not with the
    /// parts it does read.
    static func englishCoverage(of wordings: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for wording in wordings { counts[wording, default: 0] += 1 }
        let readings = counts.keys.map { ($0, SpringWording($0)) }
        let whole = readings.filter { $0.1.isComplete }
        let wholeAreas = whole.reduce(0) { $0 + (counts[$1.0] ?? 0) }
        var lines = ["", "English (SpringWording): \(whole.count) of \(counts.count) wordings and \(wholeAreas) of \(wordings.count) areas "
                     + "read whole (\(wordings.isEmpty ? 0 : wholeAreas * 1000 / wordings.count / 10)%).", "",
                     "| 泉質 not read whole | areas | English |", "|---|---:|---|"]
        for (wording, reading) in readings.filter({ !$0.1.isComplete }).sorted(by: { ($0.0) < ($1.0) }) {
            lines.append("| `\(wording)` | \(counts[wording] ?? 0) | \(reading.english) |")
        }
        return lines
    }
}
