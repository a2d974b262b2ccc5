import Testing
@testable import Entities

/// The catalog's 泉質 strings, each checked by hand against the 鉱泉分析法指針 (平成26年改訂):
/// ion notation and old names alike; 単純 with a special component is that component's type;
/// 弱酸性, アルカリ性 and 冷鉱泉 are properties; Al, As and the 温泉法's own components add no type.
@Suite struct SpringCategoryTests {
    typealias Reason = SpringUnclassifiedReason
    static let simple: Set<SpringCategory> = [.simple]

    /// (text, expected types); every string is one the catalog holds unless marked.
    static let typed: [(String, Set<SpringCategory>)] = [
        ("単純温泉", [.simple]), ("アルカリ性単純", [.simple]), ("アルカリ性単純温泉", [.simple]), ("単純泉", [.simple]),
        ("単純？", [.simple]), ("単純 Ca・Na・Mg", [.simple]), ("単純温泉(低張緩和性冷鉱泉)", [.simple]),
        ("アルカリ性単純温泉(低張性アルカリ性高温泉)", [.simple]),
        ("放射能泉", [.radioactive]), ("単純弱放射能冷鉱泉", [.radioactive]), ("単純弱放射能泉", [.radioactive]),
        ("単純含Rn", [.radioactive]), ("含Rn", [.radioactive]), ("単純放射能泉", [.radioactive]), ("単純弱Rn泉", [.radioactive]),
        ("単純弱Rn冷絋泉", [.radioactive]), ("弱放射能NaCa", [.radioactive]), ("単純弱放射能低温泉", [.radioactive]),
        ("Na-Cl泉", [.chloride]), ("Na-Cl", [.chloride]), ("Na-Cl強塩泉", [.chloride]), ("Na-Cl冷鉱泉", [.chloride]),
        ("弱食塩泉", [.chloride]), ("食塩泉", [.chloride]), ("強食塩泉", [.chloride]), ("含塩化土類食塩泉", [.chloride]),
        ("含塩化土類弱食塩泉", [.chloride]), ("含土類食塩泉", [.chloride]), ("Na・Ca-Cl泉", [.chloride]), ("Ca・Na-Cl泉", [.chloride]),
        ("Na-塩化物温泉", [.chloride]), ("Na-Cl温泉", [.chloride]), ("Na・Ca-塩化物泉", [.chloride]),
        ("ナトリウム・塩化物強塩温泉", [.chloride]), ("ナトリウム・塩化物温泉", [.chloride]), ("NA-Cl (強)", [.chloride]),
        ("Na・Ca-Cl (強)", [.chloride]), ("Na-Cl強塩温泉", [.chloride]), ("含塩化土類・食塩泉", [.chloride]),
        ("Na-HCO3冷鉱泉", [.bicarbonate]), ("重曹泉", [.bicarbonate]), ("Na-HCO3泉", [.bicarbonate]), ("Na-HCO3塩温泉", [.bicarbonate]),
        ("重炭酸土類泉", [.bicarbonate]), ("ナトリウム-炭酸水素塩温泉", [.bicarbonate]), ("Na-HCO3", [.bicarbonate]),
        ("Na-HCO3塩泉", [.bicarbonate]),
        ("Na-Cl・HCO3泉", [.chloride, .bicarbonate]), ("Na-Cl・HCO3冷鉱泉", [.chloride, .bicarbonate]),
        ("Na-HCO3・Cl泉", [.chloride, .bicarbonate]), ("Na-HCO3・Cl冷鉱泉", [.chloride, .bicarbonate]),
        ("含食塩重曹泉", [.chloride, .bicarbonate]), ("含重曹弱食塩泉", [.chloride, .bicarbonate]),
        ("Na-塩化物・HCO3塩冷鉱泉", [.chloride, .bicarbonate]), ("Na-HCO3塩・塩化物温泉", [.chloride, .bicarbonate]),
        ("含食塩-重曹泉", [.chloride, .bicarbonate]), ("含食塩・重曹泉", [.chloride, .bicarbonate]),
        ("Ca・Na-SO4泉", [.sulfate]), ("芒硝泉", [.sulfate]), ("Na・Ca-SO4泉", [.sulfate]), ("石膏泉", [.sulfate]),
        ("Ca-SO4泉", [.sulfate]), ("Na-SO4泉", [.sulfate]), ("Ca-SO4", [.sulfate]), ("含石膏芒硝泉", [.sulfate]),
        ("含塩化土類芒硝泉", [.chloride, .sulfate]),
        ("Na・Ca-SO4・Cl泉", [.sulfate, .chloride]), ("Na-Cl・SO4泉", [.chloride, .sulfate]), ("Na・Ca-Cl・SO4泉", [.chloride, .sulfate]),
        ("含芒硝食塩泉", [.sulfate, .chloride]), ("含石膏弱食塩泉", [.sulfate, .chloride]), ("含食塩芒硝泉", [.chloride, .sulfate]),
        ("含芒硝重曹泉", [.sulfate, .bicarbonate]), ("Na-HCO3・SO4・Cl", [.bicarbonate, .sulfate, .chloride]),
        ("含CO2", [.carbonDioxide]), ("単純炭酸泉", [.carbonDioxide]), ("含炭酸重曹泉", [.carbonDioxide, .bicarbonate]),
        ("含炭酸土類・重曹泉", [.carbonDioxide, .bicarbonate]), ("含炭酸重曹食塩泉", [.carbonDioxide, .bicarbonate, .chloride]),
        ("含CO2-Na・Ca-HCO3・Cl泉", [.carbonDioxide, .bicarbonate, .chloride]), ("含CO2・I", [.carbonDioxide, .iodine]),
        ("含CO2・As", [.carbonDioxide]), ("含CO2・S", [.carbonDioxide, .sulfur]),
        ("含二酸化炭素・放射能-ナトリウム-塩化物泉(等張性中性冷鉱泉)", [.carbonDioxide, .radioactive, .chloride]),
        ("含Fe", [.iron]), ("単純炭酸鉄泉", [.iron]), ("単純含Fe", [.iron]), ("単純鉄冷鉱泉", [.iron]), ("鉄泉", [.iron]),
        ("含鉄単純温泉", [.iron]), ("単純含Fe(Ⅱ)", [.iron]), ("含Fe(Ⅱ)", [.iron]), ("単純Fe(Ⅱ)泉", [.iron]), ("単純含Fe(2)", [.iron]),
        ("含Fe・Al", [.iron]), ("含Fe？", [.iron]), ("含塩化物鉄泉", [.chloride, .iron]), ("含食塩・土類炭酸鉄泉", [.chloride, .iron]),
        ("含食塩炭酸鉄泉", [.chloride, .iron]), ("含Fe(II)-Na-Cl", [.iron, .chloride]), ("含Fe・CO2", [.iron, .carbonDioxide]),
        ("単純緑礬泉", [.iron]), ("単純含Fe・Rn", [.iron, .radioactive]), ("含CO2・Fe・S", [.carbonDioxide, .iron, .sulfur]),
        ("含CO2 Fe-Na-Cl・HCO3泉", [.carbonDioxide, .iron, .chloride, .bicarbonate]),
        ("酸性", [.acidic]), ("単純酸性", [.acidic]), ("単純？酸性", [.acidic]), ("単純酸性泉", [.acidic]), ("酸性含As", [.acidic]),
        ("酸性含Fe", [.acidic, .iron]), ("単純酸性含Fe", [.acidic, .iron]), ("酸性含Fe・Al", [.acidic, .iron]),
        ("酸性含Al・Fe", [.acidic, .iron]), ("酸性緑礬泉", [.acidic, .iron, .sulfate]), ("酸性含Al,S", [.acidic, .sulfur]),
        ("酸性含S,Fe", [.acidic, .sulfur, .iron]), ("酸性含Fe,S", [.acidic, .iron, .sulfur]), ("酸性単純硫黄泉", [.acidic, .sulfur]),
        ("含I", [.iodine]),
        ("単純含S", [.sulfur]), ("単純硫黄泉", [.sulfur]), ("単純硫黄冷鉱泉", [.sulfur]), ("含S", [.sulfur]), ("単純硫化水素泉", [.sulfur]),
        ("単純含S(H2S)", [.sulfur]), ("含S(H2S)", [.sulfur]), ("硫黄泉", [.sulfur]), ("硫化水素泉", [.sulfur]),
        ("アルカリ性単純硫黄温泉", [.sulfur]), ("含As・S", [.sulfur]), ("含 Fe;S", [.iron, .sulfur]),
        ("含食塩硫黄泉", [.chloride, .sulfur]), ("重曹硫化水素泉", [.bicarbonate, .sulfur]), ("含S-Na-Cl", [.sulfur, .chloride]),
        ("含S-Na-Cl・HCO3冷鉱泉", [.sulfur, .chloride, .bicarbonate]),
        ("含弱放射能-Na・Ca-塩化物温泉", [.radioactive, .chloride]), ("含弱放射能Na塩化物泉", [.radioactive, .chloride]),
        // Full-width and kana-mode notation (not in the catalog; a user's own correction may be).
        ("Ｎａ－Ｃｌ泉", [.chloride]), ("NaーCl・HCO₃泉", [.chloride, .bicarbonate]), ("含ＣＯ₂", [.carbonDioxide]),
    ]

    /// (text, why it has no type).
    static let untyped: [(String, Reason)] = [
        ("", .empty), ("  ", .empty), ("？", .empty),
        ("メタケイ酸", .onsenLawComponent), ("メタ珪酸", .onsenLawComponent), ("メタホウ酸", .onsenLawComponent),
        ("メタケイ酸メタホウ酸", .onsenLawComponent), ("メタホウ酸フッ素イオン", .onsenLawComponent), ("含As", .onsenLawComponent),
        ("重炭酸そうだ", .onsenLawComponent), ("重炭酸ソーダ", .onsenLawComponent), ("重炭酸そうだメタケイ酸", .onsenLawComponent),
        ("メタケイ酸重炭酸そうだ", .onsenLawComponent), ("総硫黄", .onsenLawComponent), ("総鉄イオン", .onsenLawComponent),
        ("含メタ珪酸冷鉱泉", .onsenLawComponent),
        ("温泉法第2条に該当", .notTherapeutic), ("温泉法第2条に該当する", .notTherapeutic), ("温泉法2条該当", .notTherapeutic),
        ("温泉法規格該当鉱泉", .notTherapeutic), ("療養泉規格に達しない", .notTherapeutic), ("該当するものがない", .notTherapeutic),
        ("アルカリ性", .propertiesOnly), ("冷鉱泉", .propertiesOnly), ("弱アルカリ性冷鉱泉", .propertiesOnly),
        ("アルカリ性冷鉱泉", .propertiesOnly), ("中性冷鉱泉", .propertiesOnly), ("鉱泉", .propertiesOnly), ("弱酸性", .propertiesOnly),
        ("殆無色透明 無味無臭", .unrecognised),
    ]

    @Test func atLeastAHundredDistinctStrings() {
        let all = Set(Self.typed.map(\.0) + Self.untyped.map(\.0))
        #expect(all.count >= 100)
        #expect(all.count == Self.typed.count + Self.untyped.count, "a string is listed twice")
    }

    @Test func typedStrings() {
        for (text, expected) in Self.typed {
            let found = SpringClassification.of(text)
            #expect(found.categories == expected, "\(text)")
            #expect(found.unclassified == nil, "\(text)")
            #expect(SpringCategory.classify(text) == expected, "\(text)")
        }
    }

    @Test func untypedStringsSayWhy() {
        for (text, reason) in Self.untyped {
            let found = SpringClassification.of(text)
            #expect(found.categories.isEmpty, "\(text)")
            #expect(found.unclassified == reason, "\(text)")
            #expect(SpringCategory.classify(text) == [.other], "\(text)")
        }
        #expect(SpringClassification.of(nil).unclassified == .empty)
    }

    @Test func propertiesStayProperties() {
        #expect(SpringClassification.of("アルカリ性単純温泉(低張性アルカリ性高温泉)").properties == ["アルカリ性", "低張性", "高温泉"])
        #expect(SpringClassification.of("弱アルカリ性冷鉱泉").properties == ["弱アルカリ性", "冷鉱泉"])
        #expect(SpringClassification.of("Na-Cl・HCO3冷鉱泉").properties == ["冷鉱泉"])
        #expect(SpringClassification.of("弱酸性").properties == ["弱酸性"])
    }

    @Test func theTenTypesAreTheStandardsOrder() {
        #expect(SpringCategory.therapeutic.map(\.label) == [
            "単純温泉", "塩化物泉", "炭酸水素塩泉", "硫酸塩泉", "二酸化炭素泉", "含鉄泉", "酸性泉", "含よう素泉", "硫黄泉", "放射能泉",
        ])
    }
}
