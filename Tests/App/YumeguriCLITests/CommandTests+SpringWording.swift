import Foundation
import Testing
@testable import YumeguriCLI

/// Issue 32 §2: `show` and `search` name the 泉質 by the catalog's wording read into English, with
/// the wording as written where it came from; Japanese prints the wording alone.
extension CommandTests {
    /// The `Spring type` line and the lines indented under it.
    static func springLines(_ output: String, label: String) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(label) }) else { return [] }
        return [lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("   ") }
    }

    @Test func showTranslatesTheCatalogsWordingAndKeepsIt() async {
        // 草津湯 (神奈川県): a hot spring by the law's components alone.
        let show = await Self.english(["show", "aist-3634"])
        #expect(show.thrown == nil, "\(show.error)")
        let lines = Self.springLines(show.output, label: "Spring type")
        #expect(lines == ["Spring type  Metasilicic acid, sodium bicarbonate",
                          "             Translated from the AIST catalog's wording: メタケイ酸重炭酸そうだ"], "\(show.output)")
        let japanese = await CommandRunner.run(["show", "aist-3634"])
        #expect(Self.springLines(japanese.output, label: "泉質") == ["泉質      メタケイ酸重炭酸そうだ"], "\(japanese.output)")
    }

    @Test func showMarksAWordingItCannotReadWhole() async {
        // 内津温泉: 内津 is a place's name, not a word of the glossary.
        let show = await Self.english(["show", "aist-5778"])
        let lines = Self.springLines(show.output, label: "Spring type")
        #expect(lines.first == "Spring type  … cold mineral spring [AIST: 内津冷鉱泉]", "\(show.output)")
        #expect(lines.dropFirst().joined().contains("as written in the AIST catalog: 内津冷鉱泉"), "\(lines)")
        let outside = lines.joined(separator: "\n").replacingOccurrences(of: "内津冷鉱泉", with: "")
        #expect(!Self.hasJapanese(outside), "\(lines)")
        // The class the wording states, in English too (it printed 冷鉱泉).
        #expect(show.output.contains("\nProperties   cold\n"), "\(show.output)")
    }

    @Test func searchNamesTheSpringTypeInEnglish() async {
        let run = await Self.english(["search", "草津湯", "--limit", "5"])
        #expect(run.thrown == nil, "\(run.error)")
        #expect(run.output.contains("Metasilicic acid, sodium"), "\(run.output)")
        #expect(!run.output.contains("メタケイ酸"), "\(run.output)")
    }
}
