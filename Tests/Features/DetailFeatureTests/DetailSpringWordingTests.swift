@testable import DetailFeature
import Entities
import Localization
import TerminalKit
import Testing

/// Issue 32 §2: the detail's 泉質 line in English is the catalog's wording read by its parts, with
/// the wording as written one line below; a part not known is never shown as fact.
@Suite struct DetailSpringWordingTests {
    /// 草津湯 (aist-3634, 神奈川県): a hot spring by the law's components alone.
    static func detail(springType: String) -> FacilityDetail {
        var detail = DetailFixtures.kusatsu
        detail.listing.springType = springType
        detail.springGuide = SpringGuide(detail.listing)
        return detail
    }

    /// The 泉質 line and the muted lines under it, as text.
    static func springLines(_ detail: FacilityDetail, in language: Language) -> [String] {
        AppLanguage.$scoped.withValue(language) {
            let label = DetailText.fieldSpringType.text(in: language)
            let lines = DetailView.lines(for: detail, width: 80, ascii: false).map { $0.map(\.text).joined() }
            guard let start = lines.firstIndex(where: { $0.hasPrefix(label.padded(toWidth: 10)) }) else { return [] }
            return [lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix(String(repeating: " ", count: 10)) }
        }
    }

    static func japanese(in text: String) -> Bool {
        text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x3400...0x9FFF).contains($0.value) }
    }

    @Test func aWholeTranslationSaysWhereItCameFrom() {
        let lines = Self.springLines(Self.detail(springType: "メタケイ酸重炭酸そうだ"), in: .en)
        #expect(lines.first == "Spring    Metasilicic acid, sodium bicarbonate")
        #expect(lines.dropFirst().joined().contains("Translated from the AIST catalog's wording: メタケイ酸重炭酸そうだ"))
        let marker = "wording: メタケイ酸重炭酸そうだ"
        #expect(!Self.japanese(in: lines.joined(separator: "\n").replacingOccurrences(of: marker, with: "")), "\(lines)")
    }

    @Test func aPartNotKnownShowsTheWordingAsWritten() {
        let lines = Self.springLines(Self.detail(springType: "内津冷鉱泉"), in: .en)
        #expect(lines.first == "Spring    … cold mineral spring")
        let text = lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("as written in the AIST catalog: 内津冷鉱泉"), "\(lines)")
        #expect(!Self.japanese(in: lines.joined(separator: "\n").replacingOccurrences(of: "catalog: 内津冷鉱泉", with: "")), "\(lines)")
    }

    @Test func japaneseShowsTheWordingAlone() {
        let lines = Self.springLines(Self.detail(springType: "メタケイ酸重炭酸そうだ"), in: .ja)
        #expect(lines.first?.hasSuffix("メタケイ酸重炭酸そうだ") == true)
        #expect(!lines.joined().contains("AIST"))
    }

    /// The properties the wording states (液性, 泉温, 浸透圧) read in English too: they were printed as
    /// the catalog's Japanese (`冷鉱泉`) under an English label.
    @Test func theStatedPropertiesReadInEnglish() {
        AppLanguage.$scoped.withValue(.en) {
            let detail = Self.detail(springType: "単純弱放射能冷鉱泉(低張性弱アルカリ性冷鉱泉)")
            let lines = DetailView.lines(for: detail, width: 80, ascii: false).map { $0.map(\.text).joined() }
            let nature = lines.first { $0.hasPrefix(DetailText.springProperties.text(in: .en).padded(toWidth: 10)) }
            #expect(nature == "Nature    weakly alkaline · hypotonic · cold", "\(lines)")
        }
    }

    @Test func theSourcesTableReadsTheSameWay() {
        AppLanguage.$scoped.withValue(.en) {
            let lines = DetailView.lines(for: DetailFixtures.kusatsu, width: 120, ascii: false).map { $0.map(\.text).joined() }
            #expect(lines.contains { $0.hasSuffix("Acidic S, Fe-containing") }, "\(lines)")
            #expect(!lines.contains { $0.hasSuffix("酸性含S,Fe") })
        }
    }
}
