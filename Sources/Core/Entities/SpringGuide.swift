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
        // The standard's 泉質別禁忌症 and 入浴後の注意, said in one line each.
        if types.contains(.acidic) || types.contains(.sulfur) {
            let which = [types.contains(.acidic) ? "酸性泉" : nil, types.contains(.sulfur) ? "硫黄泉" : nil].compactMap { $0 }.joined(separator: "・")
            cautions.append(Caution(japanese: "\(which)：皮膚・粘膜の過敏な人は注意、入浴後は真水で洗い流す",
                                    english: "\(which): take care with sensitive skin or mucous membranes; rinse with fresh water afterwards",
                                    fromStandard: true))
        }
        if let ph, ph < strongAcid {
            cautions.append(Caution(japanese: "pH \(formatPH(ph)) の強い酸性：目や傷口にしみる",
                                    english: "pH \(formatPH(ph)), strongly acidic: stings eyes and cuts", fromStandard: false))
        }
        if types.contains(.radioactive) {
            cautions.append(Caution(japanese: "放射能泉：泉質別の禁忌症は基準になく、一般的禁忌症に従う",
                                    english: "radioactive spring: the standard names no contraindication of its own; the general ones apply",
                                    fromStandard: false))
        }
        if let maxTemperature, maxTemperature >= hotSource {
            cautions.append(Caution(japanese: "源泉 \(formatTemperature(maxTemperature))：高齢者・高血圧・心臓病の人は42℃以上の高温浴を避ける",
                                    english: "source at \(formatTemperature(maxTemperature)): older people and those with hypertension or heart disease should avoid baths of 42 °C or more",
                                    fromStandard: true))
        }
        return cautions
    }
}
