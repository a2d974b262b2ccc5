import Foundation
import Testing

/// Every user-facing sentence lives in a string catalog (issue 32): a Swift string literal with kana
/// or kanji outside a catalog (a module's `Text/` folder) is a sentence that one language would
/// show to the other. On the day it was written it found 1,353 such lines. The files that hold Japanese as data, not as text for the user (search dictionaries,
/// the standard's wording read from its table, parsers of Japanese input), are listed with why.
@Suite struct CatalogOnlyTextTests {
    /// Files whose Japanese literals are data the code matches or parses, never a sentence shown as is.
    static let dataFiles: [String: String] = [
        "SpringStandard.swift": "the standard's entries as data, each with its Japanese and its English, read by .text",
        "JapaneseHolidays.swift": "the law's holiday names, which the rules compute and the JSON keeps",
        "SpringCategory.swift": "the ten types' Japanese names are their stored and JSON keys",
        "PHClass.swift": "the pH classes' Japanese names are their stored and JSON keys",
        "SyntheticCatalog.swift": "made-up area names for the bench's million-row catalog",
        "DataCredit.swift": "the AIST credit in the Japanese wording its licence asks for, shown in both languages",
        "DurationText.swift": "the minutes formatter, one per quantity, switches on the language itself",
        "RomajiTable.swift": "the search's kana for each romaji spelling",
        "KanaTables.swift": "the search's kana folding tables",
        "GenericSuffix.swift": "the search's generic suffixes (温泉, 鉱泉, の湯 …) matched in queries",
        "SearchIndex+Words.swift": "a search index separator",
        "SpringText.swift": "the parser of the catalog's 泉質 wording",
        "SpringClassification.swift": "the parser of the catalog's 泉質 wording",
        "SpringQueryWords.swift": "the search words for spring types and effects, in both languages",
        "SpringCategoryWords.swift": "the search words for spring types, in both languages",
        "HepburnName.swift": "the kana the Hepburn rules look at",
        "HepburnName+Kana.swift": "the kana of the Hepburn table",
        "HepburnKana.swift": "the kana of the Hepburn table",
        "FacilitySearchEngine.swift": "the regions' names as the catalog stores them, to match a query",
        "SampleCommerce.swift": "the amenities' Japanese names are their stored keys; the labels are in FacilityText",
        "TemperatureClass.swift": "the temperature classes' Japanese names are their stored and JSON keys",
        "RallyPassTerms.swift": "the note stored with a pass's visit, data in the user's log",
        "PrefectureRally.swift": "the rally's Japanese name beside its English one, as rallies.csv has them",
        "SampleCoupons.swift": "a sample coupon's product name as stored; shown through ProductName.localized",
        "LineBreaking.swift": "the closing marks and small kana that never start a line (JIS X 4051), matched as data",
        // ArgumentParser's --help stays English (issue 32 §1) and names the Japanese terms it explains.
        "YumeguriCommand.swift": "--help", "ShowCommand.swift": "--help", "FactsCommand.swift": "--help",
        "UserDataCommands.swift": "--help", "SearchCommand.swift": "--help", "StatsCommand.swift": "--help",
        "PlanCommand.swift": "--help", "JourneyCommands.swift": "--help",
    ]
    /// The bench's developer reports and scenes (not the app's text).
    static let developerTargets = ["Sources/App/YumeguriBench/"]

    @Test func noJapaneseLiteralOutsideACatalog() {
        let sources = ImportEdgeTests.packageRoot.appending(path: "Sources")
        var found: [String] = []
        for file in ImportEdgeTests.swiftFiles(under: sources) {
            let name = URL(filePath: file.path).lastPathComponent
            // A catalog's folder holds its sentences and the Japanese sample values of its keys.
            guard !file.path.contains("/Text/"), Self.dataFiles[name] == nil,
                  !Self.developerTargets.contains(where: file.path.hasPrefix) else { continue }
            // Inside a `"""` literal every line is the literal's text.
            var inMultiline = false
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let fences = line.components(separatedBy: "\"\"\"").count - 1
                let japanese = inMultiline ? line.unicodeScalars.contains(where: Self.isJapanese) : Self.japaneseLiteral(in: line)
                if fences % 2 == 1 { inMultiline.toggle() }
                if japanese { found.append("\(file.path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces).prefix(100))") }
            }
        }
        #expect(found.isEmpty, "\(found.count) lines with Japanese outside a catalog:\n\(found.joined(separator: "\n"))")
    }

    /// Sample data is 見本 in every Japanese text: the detail's summary said サンプル beside the
    /// purchase's 見本, two words for one fact.
    @Test func theJapaneseCatalogsCallSampleDataByOneWord() {
        let sources = ImportEdgeTests.packageRoot.appending(path: "Sources")
        let other = ImportEdgeTests.swiftFiles(under: sources).filter { $0.path.hasSuffix("+ja.swift") && $0.text.contains("サンプル") }
        #expect(other.isEmpty, "\(other.map(\.path))")
    }

    @Test func theScannerSeesLiteralsNotComments() {
        #expect(Self.japaneseLiteral(in: #"    let title = "検索""#))
        #expect(Self.japaneseLiteral(in: #"    case .x: "\(n)件""#))
        #expect(!Self.japaneseLiteral(in: "    // 検索 is the first tab"))
        #expect(!Self.japaneseLiteral(in: #"    let title = "search" // 検索"#))
        #expect(!Self.japaneseLiteral(in: "    /// `草津` in the doc comment"))
    }

    /// Whether a line of Swift has a string literal with kana or kanji in it (comments skipped; a
    /// literal is taken from one `"` to the next on the line, which is what the code's style writes).
    static func japaneseLiteral(in line: Substring) -> Bool {
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                else if character.unicodeScalars.contains(where: isJapanese) { return true }
            } else {
                if character == "/" && previous == "/" { return false }
                if character == "\"" { inString = true }
            }
            previous = character
        }
        return false
    }

    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF66...0xFF9F: true
        default: false
        }
    }
}
