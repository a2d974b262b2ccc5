import Foundation
import Testing
@testable import Entities

/// Issue 35 part 2: the standard's table as data and in code, and what an area's water is told.
@Suite struct SpringStandardTests {
    /// `Resources/onsen/spring_standard.csv`, row by row (no field of it is quoted).
    static func csvRows() throws -> [[String]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Resources/onsen/spring_standard.csv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func theCodeHoldsTheResourceFileExactly() throws {
        let rows = try Self.csvRows()
        #expect(rows.count == SpringStandard.all.count)
        for (row, entry) in zip(rows, SpringStandard.all) {
            #expect(row == [entry.kind.rawValue, entry.type?.rawValue ?? "", entry.japanese, entry.english])
        }
    }

    @Test func effectsPerType() {
        func bath(_ type: SpringCategory) -> [String] { SpringStandard.entries(.bath, for: type).map(\.japanese) }
        func drink(_ type: SpringCategory) -> [String] { SpringStandard.entries(.drink, for: type).map(\.japanese) }
        #expect(bath(.simple) == ["自律神経不安定症", "不眠症", "うつ状態"])
        #expect(bath(.chloride) == ["きりきず", "末梢循環障害", "冷え性", "うつ状態", "皮膚乾燥症"])
        #expect(drink(.chloride) == ["萎縮性胃炎", "便秘"])
        #expect(bath(.bicarbonate) == ["きりきず", "末梢循環障害", "冷え性", "皮膚乾燥症"])
        #expect(drink(.bicarbonate) == ["胃十二指腸潰瘍", "逆流性食道炎", "耐糖能異常（糖尿病）", "高尿酸血症（痛風）"])
        #expect(drink(.sulfate) == ["胆道系機能障害", "高コレステロール血症", "便秘"])
        #expect(bath(.carbonDioxide) == ["きりきず", "末梢循環障害", "冷え性", "自律神経不安定症"])
        #expect(bath(.iron).isEmpty && drink(.iron) == ["鉄欠乏性貧血"])
        #expect(bath(.acidic) == ["アトピー性皮膚炎", "尋常性乾癬", "耐糖能異常（糖尿病）", "表皮化膿症"])
        #expect(bath(.iodine).isEmpty && drink(.iodine) == ["高コレステロール血症"])
        #expect(bath(.sulfur).prefix(4) == ["アトピー性皮膚炎", "尋常性乾癬", "慢性湿疹", "表皮化膿症"])
        #expect(bath(.radioactive) == ["高尿酸血症（痛風）", "関節リウマチ", "強直性脊椎炎など"])
        #expect(SpringStandard.entries(.generalIndication).contains { $0.japanese.contains("神経痛") })
    }

    @Test func cautionsWhereTheyApply() {
        let acidSulfur = SpringGuide(springType: "酸性含S,Fe", ph: 2.1, maxTemperature: 48)
        #expect(acidSulfur.types == [.iron, .acidic, .sulfur])
        #expect(acidSulfur.cautions.count == 3)
        #expect(acidSulfur.cautions[0].japanese.hasPrefix("酸性泉・硫黄泉"))
        #expect(acidSulfur.cautions[1].japanese.hasPrefix("pH 2.1"))
        #expect(acidSulfur.cautions[2].japanese.contains("42℃"))
        #expect(acidSulfur.contraindications.map(\.japanese).contains("皮膚又は粘膜の過敏な人"))
        #expect(acidSulfur.effectTexts.drink == ["鉄欠乏性貧血", "耐糖能異常（糖尿病）", "高コレステロール血症"])
        let radon = SpringGuide(springType: "単純弱放射能冷鉱泉", ph: 7, maxTemperature: 14)
        #expect(radon.types == [.radioactive])
        #expect(radon.cautions.map(\.fromStandard) == [false])
        let mild = SpringGuide(springType: "アルカリ性単純温泉", ph: 9.1, maxTemperature: 41.9)
        #expect(mild.cautions.isEmpty)
        #expect(SpringGuide(springType: nil, ph: nil, maxTemperature: nil).classification.unclassified == .empty)
    }
}
