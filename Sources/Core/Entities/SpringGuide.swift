/// What the standard says about one area's water: its 療養泉 types (or why it has none), their
/// effects for bathing and drinking, the contraindications, and the cautions that apply to it
/// (酸性泉 and 硫黄泉 on sensitive skin, 放射能泉, a pH under 3, a hot source). Worked out once when
/// the detail is read, never while a frame is drawn.
public struct SpringGuide: Hashable, Sendable {
    public struct Caution: Hashable, Sendable {
        public var japanese: String
        public var english: String
        /// False for the app's own note where the standard says nothing of its own.
        public var fromStandard: Bool
    }

    public var classification: SpringClassification
    public var types: [SpringCategory] { classification.orderedCategories }
    /// 泉質別適応症, 浴用 and 飲用, each with its type, in the standard's order.
    public var bath: [SpringStandard.Entry]
    public var drink: [SpringStandard.Entry]
    /// 泉質別禁忌症 of its types; the general ones apply to every spring (`SpringStandard`).
    public var contraindications: [SpringStandard.Entry]
    public var cautions: [Caution]

    /// The hottest source from which a bath is too hot for some (the standard's 42 °C).
    public static let hotSource = 42.0
    /// Below this pH the water is strongly acidic (the 酸性 class of the catalog's pH).
    public static let strongAcid = 3.0

    public init(springType: String?, ph: Double?, maxTemperature: Double?) {
        classification = SpringClassification.of(springType)
        let types = classification.orderedCategories
        bath = types.flatMap { SpringStandard.entries(.bath, for: $0) }
        drink = types.flatMap { SpringStandard.entries(.drink, for: $0) }
        contraindications = types.flatMap { SpringStandard.entries(.contraindication, for: $0) }
        cautions = Self.cautions(types: types, ph: ph, maxTemperature: maxTemperature)
    }

    public init(_ listing: FacilityListing) {
        self.init(springType: listing.springType, ph: listing.ph, maxTemperature: listing.maxTemperature)
    }

    /// Effects of bathing in and drinking this water, without repeats (two types can share one).
    public var effectTexts: (bath: [String], drink: [String]) {
        (Self.unique(bath.map(\.japanese)), Self.unique(drink.map(\.japanese)))
    }

    private static func unique(_ texts: [String]) -> [String] {
        var seen: Set<String> = []
        return texts.filter { seen.insert($0).inserted }
    }

    static func cautions(types: [SpringCategory], ph: Double?, maxTemperature: Double?) -> [Caution] {
        var cautions: [Caution] = []
        let rinse = SpringStandard.entries(.caution).first { $0.japanese.contains("洗い流す") }
        if types.contains(.acidic) || types.contains(.sulfur), let rinse {
            let which = [types.contains(.acidic) ? "酸性泉" : nil, types.contains(.sulfur) ? "硫黄泉" : nil].compactMap { $0 }.joined(separator: "・")
            cautions.append(Caution(japanese: "\(which)：皮膚や粘膜の過敏な人は注意。" + rinse.japanese,
                                    english: "\(which): take care with sensitive skin; " + rinse.english, fromStandard: true))
        }
        if let ph, ph < strongAcid {
            cautions.append(Caution(japanese: "pH \(formatPH(ph)) の強い酸性：目や傷口にしみる。入浴後は真水で洗い流す",
                                    english: "pH \(formatPH(ph)), strongly acidic: stings eyes and cuts; rinse with fresh water afterwards",
                                    fromStandard: false))
        }
        if types.contains(.radioactive) {
            cautions.append(Caution(japanese: "放射能泉：基準に泉質別の禁忌症はなく、一般的禁忌症と入浴上の注意に従う (ラドンはごく微量の放射線を出す)",
                                    english: "radioactive spring: the standard names no contraindication of its own; the general ones and the bathing cautions apply (radon gives off a very small dose)",
                                    fromStandard: false))
        }
        if let maxTemperature, maxTemperature >= hotSource,
           let hot = SpringStandard.entries(.caution).first(where: { $0.japanese.contains("42℃") }) {
            cautions.append(Caution(japanese: "源泉 \(formatTemperature(maxTemperature))：" + hot.japanese,
                                    english: "source at \(formatTemperature(maxTemperature)): " + hot.english, fromStandard: true))
        }
        return cautions
    }
}
