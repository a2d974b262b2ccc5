import Localization

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

        /// The caution in the language in force.
        public var text: String { AppLanguage.current == .ja ? japanese : english }

        init(japanese: String, english: String, fromStandard: Bool) {
            self.japanese = japanese
            self.english = english
            self.fromStandard = fromStandard
        }

        init(_ key: SpringsText, fromStandard: Bool) {
            japanese = key.ja
            english = key.en
            self.fromStandard = fromStandard
        }
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

    /// Effects of bathing in and drinking this water in the language in force, without repeats
    /// (two types can share one).
    public var effectTexts: (bath: [String], drink: [String]) {
        (Self.unique(bath.map(\.text)), Self.unique(drink.map(\.text)))
    }

    /// The contraindications of its types in the language in force, without repeats, sorted.
    public var contraindicationTexts: [String] { Set(contraindications.map(\.text)).sorted() }

    private static func unique(_ texts: [String]) -> [String] {
        var seen: Set<String> = []
        return texts.filter { seen.insert($0).inserted }
    }

    static func cautions(types: [SpringCategory], ph: Double?, maxTemperature: Double?) -> [Caution] {
        var cautions: [Caution] = []
        // The standard's 泉質別禁忌症 and 入浴後の注意, said in one line each.
        if types.contains(.acidic) || types.contains(.sulfur) {
            let which = types.filter { $0 == .acidic || $0 == .sulfur }
            // Both languages are kept, so each lists the types in its own words.
            cautions.append(Caution(japanese: SpringsText.cautionSensitiveSkin(types: SpringsText.list(which.map { $0.label(in: .ja) }).ja).ja,
                                    english: SpringsText.cautionSensitiveSkin(types: SpringsText.list(which.map { $0.label(in: .en) }).en).en,
                                    fromStandard: true))
        }
        if let ph, ph < strongAcid {
            cautions.append(Caution(.cautionStrongAcid(ph: formatPH(ph)), fromStandard: false))
        }
        if types.contains(.radioactive) {
            cautions.append(Caution(.cautionRadioactive, fromStandard: false))
        }
        if let maxTemperature, maxTemperature >= hotSource {
            cautions.append(Caution(.cautionHotSource(temperature: formatTemperature(maxTemperature)), fromStandard: true))
        }
        return cautions
    }
}
