import Localization

/// The catalog of what the data says about a spring's water: the 療養泉 types, why a text has
/// none, the pH and temperature classes, the properties a 泉質 states, the standard's citation and
/// disclaimer, the app's cautions and the search's summary of a spring-type or effect query.
/// English type names follow the Ministry of the Environment's own English (`Hydrogen carbonate`,
/// not the older `bicarbonate`) and IUPAC's `sulfur`, which British chemistry has used since the
/// 1990s (the rest of the app keeps British spelling).
public enum SpringsText: SampledCatalog {
    case type(SpringCategory)
    case unclassified(SpringUnclassifiedReason)
    case phClass(PHClass)
    case phRange(PHClass)
    case temperatureClass(TemperatureClass)
    case temperatureRange(TemperatureClass)
    case property(SpringProperty)
    case citation
    case disclaimer
    case appNote
    case effectKind(SpringStandard.Kind)
    case everyType
    /// A list of names (types, effects) in the language's way of listing; in Japanese `mark` says
    /// which mark stands between them.
    case list([String], mark: ListMark = .nakaguro)
    /// The effects a query matched, one phrase each.
    case phrases([String])
    case queryType(types: String)
    /// One effect with the types it is given for: `浴用「冷え性」(塩化物泉・硫酸塩泉)`.
    case queryEffectPhrase(kind: String, effect: String, types: String)
    case queryEffectPhraseAll(kind: String, effect: String)
    case queryEffect(phrases: String, types: String, disclaimer: String)
    case cautionSensitiveSkin(types: String)
    case cautionStrongAcid(ph: String)
    case cautionRadioactive
    case cautionHotSource(temperature: String)
    /// A translated catalog wording that names an old 泉質 name (`SpringWording`).
    case wordingOldName(String)
    /// The parts of a wording known in English, with the catalog's wording marked as written.
    case wordingMarked(known: String, original: String)
    /// A wording no part of which is known, marked as written.
    case wordingAsWritten(String)
    /// The detail's note under a translated wording.
    case wordingTranslatedNote(String)
    /// The detail's note under a wording translated in part.
    case wordingPartialNote(String)

    public static let samples: [SpringsText] =
        SpringCategory.allCases.map(SpringsText.type) + SpringUnclassifiedReason.allCases.map(SpringsText.unclassified)
        + PHClass.allCases.flatMap { [SpringsText.phClass($0), .phRange($0)] }
        + TemperatureClass.allCases.flatMap { [SpringsText.temperatureClass($0), .temperatureRange($0)] }
        + SpringProperty.allCases.map(SpringsText.property) + SpringStandard.Kind.allCases.map(SpringsText.effectKind)
        + [.citation, .disclaimer, .appNote, .everyType, .list(["Acidic", "Sulfur"]), .list(["cuts", "dry skin"], mark: .touten), .phrases(["bathing 'cuts' (Chloride)", "drinking 'gout' (Radioactive)"]),
           .queryType(types: "Acidic"), .queryEffectPhrase(kind: "bathing", effect: "cuts", types: "Chloride"),
           .queryEffectPhraseAll(kind: "bathing", effect: "insomnia"),
           .queryEffect(phrases: "bathing 'cuts'", types: "Chloride", disclaimer: "not medical advice"),
           .cautionSensitiveSkin(types: "Acidic"), .cautionStrongAcid(ph: "2.0"), .cautionRadioactive,
           .cautionHotSource(temperature: "95.0℃"), .wordingOldName("Salt spring"),
           .wordingMarked(known: "… cold mineral spring", original: "内津冷鉱泉"), .wordingAsWritten("殆無色透明"),
           .wordingTranslatedNote("単純硫黄泉"), .wordingPartialNote("内津冷鉱泉")]
}

/// The liquid (pH), temperature and tonicity classes a 泉質 text states (`弱アルカリ性低張性高温泉`).
public enum SpringProperty: String, CaseIterable, Sendable, Hashable {
    case weaklyAlkaline = "弱アルカリ性"
    case alkaline = "アルカリ性"
    case neutral = "中性"
    case weaklyAcidic = "弱酸性"
    case hypotonic = "低張性"
    case isotonic = "等張性"
    case hypertonic = "高張性"
    case cold = "冷鉱泉"
    case low = "低温泉"
    case hot = "高温泉"

    /// The property in the language in force.
    public var label: String { SpringsText.property(self).text }
}

extension SpringsText {
    /// The Japanese mark between a list's items: ・ (nakaguro) between names of one kind
    /// (酸性泉・硫黄泉), 、 (tōten) between phrases (切り傷、皮膚乾燥症). English writes ", " for both.
    public enum ListMark: String, Sendable, Hashable {
        case nakaguro = "・"
        case touten = "、"
    }
}
