import Testing
@testable import Entities

@Suite struct SpringCategoryTests {
    @Test(arguments: [
        ("単純温泉", [SpringCategory.simple]),
        ("アルカリ性単純温泉(低張性アルカリ性高温泉)", [.simple]),
        ("Na-Cl泉", [.chloride]),
        ("弱食塩泉", [.chloride]),
        ("含塩化土類食塩泉", [.chloride]),
        ("Na-HCO3冷鉱泉", [.bicarbonate]),
        ("重曹泉", [.bicarbonate]),
        ("含食塩重曹泉", [.chloride, .bicarbonate]),
        ("重炭酸そうだ", [.bicarbonate]),
        ("Ca・Na-SO4泉", [.sulfate]),
        ("芒硝泉", [.sulfate]),
        ("含CO2", [.carbonDioxide]),
        ("単純炭酸鉄泉", [.simple, .carbonDioxide, .iron]),
        ("含Fe", [.iron]),
        ("酸性含S,Fe", [.acidic, .sulfur, .iron]),
        ("酸性含As", [.acidic]),
        ("含I", [.iodine]),
        ("単純硫黄泉", [.simple, .sulfur]),
        ("単純硫化水素泉", [.simple, .sulfur]),
        ("単純含Rn", [.simple, .radioactive]),
        ("放射能泉", [.radioactive]),
        ("Na-Cl・SO4泉", [.chloride, .sulfate]),
        ("メタケイ酸", [.other]),
        ("温泉法第2条に該当", [.other]),
        ("弱酸性", [.other]),
    ])
    func classifies(_ text: String, _ expected: [SpringCategory]) {
        #expect(SpringCategory.classify(text) == Set(expected))
    }

    @Test func missingTextIsOther() {
        #expect(SpringCategory.classify(nil) == [.other])
        #expect(SpringCategory.classify("") == [.other])
    }
}
