import Localization

/// `show ID`: the detail's lines, each a label and its values, in the detail screen's order.
enum ShowText: SampledCatalog {
    case location(prefecture: String, region: String, coordinate: String)
    case temperature(String)
    case temperatureWithClass(String, String)
    case ph(String)
    case phWithClass(String, String)
    case springType(String)
    case springTypeNotRecorded
    /// Under the 泉質 line in English: translated from the catalog's wording (SpringWording.note).
    case springTypeNote(String)
    case unclassified(String)
    case therapeutic(String)
    case properties(String)
    case bathing(String)
    case bathingNone
    case drinking(String)
    case generalIndications
    case contraindications(String)
    case generalContraindications
    case caution(String)
    case appCaution(String)
    case standard(String)
    case standardNote(String)
    case sources(representative: String?, count: Int, analysisYear: Int?)
    case hours(open: String, closed: String)
    case nearbyHeader
    case facts(hours: String, source: String)
    case factsClosed
    case factsPrice(yen: String, source: String)
    case factsNote(note: String, source: String)
    case factsUnreadable(String)
    case factsUpdated(String)

    static let samples: [ShowText] = [
        .location(prefecture: "群馬県", region: "関東", coordinate: "36.62°N 138.60°E"), .temperature("94.0 °C"),
        .temperatureWithClass("94.0 °C", "高温泉"), .ph("2.1"), .phWithClass("2.1", "酸性"), .springType("酸性泉"),
        .springTypeNotRecorded, .springTypeNote("Translated from the AIST catalog's wording: 単純硫黄泉"), .unclassified("記載なし"), .therapeutic("Acidic · Sulfur"), .properties("酸性 高温泉"),
        .bathing("皮膚病、神経痛"), .bathingNone, .drinking("便秘"), .generalIndications, .contraindications("皮膚病"),
        .generalContraindications, .caution("湯あたり"), .appCaution("湯あたり"), .standard("環境省 鉱泉分析法指針"),
        .standardNote("医療の助言ではありません"), .sources(representative: "湯畑", count: 1, analysisYear: 2015),
        .sources(representative: nil, count: 3, analysisYear: nil), .hours(open: "10:00–22:00", closed: "毎週月曜"), .nearbyHeader,
        .facts(hours: "10:00–22:00", source: "見本"), .factsClosed, .factsPrice(yen: "¥1,200", source: "見本"),
        .factsNote(note: "露天風呂", source: "あなたの記録"), .factsUnreadable("bad"), .factsUpdated("2026-11-20 10:00"),
    ]

    static let sampleNames = ["群馬県", "関東", "高温泉", "酸性泉", "酸性", "記載なし", "皮膚病、神経痛", "便秘", "皮膚病", "湯あたり",
                              "環境省 鉱泉分析法指針", "医療の助言ではありません", "湯畑", "毎週月曜", "見本", "露天風呂", "あなたの記録", "単純硫黄泉"]
}
