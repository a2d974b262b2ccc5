extension SpringsText {
    public var en: String {
        switch self {
        case .type(let type): Self.english(type)
        case .unclassified(let reason): Self.english(reason)
        case .phClass(let klass): Self.english(klass)
        case .phRange(let klass): Self.englishRange(klass)
        case .temperatureClass(let klass): Self.english(klass)
        case .temperatureRange(let klass): Self.englishRange(klass)
        case .property(let property): Self.english(property)
        case .citation:
            "Ministry of the Environment, Guidelines for Mineral Spring Analysis (2014 revision) and Standards for posting "
                + "contraindications and cautions for bathing and drinking under Article 18(1) of the Hot Springs Act (2014), in Japanese"
        case .disclaimer: "General information from the Ministry of the Environment's standard, not medical advice"
        case .appNote: "app note"
        case .effectKind(let kind): Self.english(kind)
        case .everyType: "every therapeutic type"
        case .list(let names, _): names.joined(separator: ", ")
        case .phrases(let phrases): phrases.joined(separator: "; ")
        case .queryType(let types): "Spring type: \(types)"
        case .queryEffectPhrase(let kind, let effect, let types): "\(kind) '\(effect)' (\(types))"
        case .queryEffectPhraseAll(let kind, let effect): "'\(effect)' (\(kind))"
        case .queryEffect(let phrases, let types, let disclaimer): "Good for \(phrases) → \(types) · \(disclaimer)"
        case .cautionSensitiveSkin(let types): "\(types): take care with sensitive skin or mucous membranes; rinse with fresh water afterwards"
        case .cautionStrongAcid(let ph): "pH \(ph), strongly acidic: stings eyes and cuts"
        case .cautionRadioactive: "Radioactive: the standard names no contraindication of its own; the general ones apply"
        case .cautionHotSource(let temperature):
            "Source at \(temperature): older people and those with hypertension or heart disease should avoid baths of 42 °C or more"
        case .wordingOldName(let text): "\(text) (old name)"
        case .wordingMarked(let known, let original): "\(known) [AIST: \(original)]"
        case .wordingAsWritten(let original): "[AIST: \(original)]"
        case .wordingTranslatedNote(let original): "Translated from the AIST catalog's wording: \(original)"
        case .wordingPartialNote(let original): "Translated in part (… where a word is not known); as written in the AIST catalog: \(original)"
        }
    }

    private static func english(_ type: SpringCategory) -> String {
        switch type {
        case .simple: "Simple"
        case .chloride: "Chloride"
        case .bicarbonate: "Hydrogen carbonate"
        case .sulfate: "Sulfate"
        case .carbonDioxide: "Carbon dioxide"
        case .iron: "Iron"
        case .acidic: "Acidic"
        case .iodine: "Iodine"
        case .sulfur: "Sulfur"
        case .radioactive: "Radioactive"
        case .other: "No therapeutic type"
        }
    }

    private static func english(_ reason: SpringUnclassifiedReason) -> String {
        switch reason {
        case .empty: "the catalog gives no spring type"
        case .propertiesOnly: "only the pH or temperature class is given, no component"
        case .onsenLawComponent: "a hot spring by a component of the Hot Springs Act, not a therapeutic type"
        case .notTherapeutic: "recorded as a hot spring by law that is not therapeutic"
        case .unrecognised: "the text names no spring type"
        }
    }

    private static func english(_ klass: PHClass) -> String {
        switch klass {
        case .acidic: "Acidic"
        case .weaklyAcidic: "Weakly acidic"
        case .neutral: "Neutral"
        case .weaklyAlkaline: "Weakly alkaline"
        case .alkaline: "Alkaline"
        }
    }

    private static func englishRange(_ klass: PHClass) -> String {
        switch klass {
        case .acidic: "pH < 3"
        case .weaklyAcidic: "pH 3–6"
        case .neutral: "pH 6–7.5"
        case .weaklyAlkaline: "pH 7.5–8.5"
        case .alkaline: "pH ≥ 8.5"
        }
    }

    private static func english(_ klass: TemperatureClass) -> String {
        switch klass {
        case .cold: "Cold"
        case .low: "Tepid"
        case .warm: "Warm"
        case .hot: "Hot"
        }
    }

    private static func englishRange(_ klass: TemperatureClass) -> String {
        switch klass {
        case .cold: "< 25 °C"
        case .low: "25–34 °C"
        case .warm: "34–42 °C"
        case .hot: "≥ 42 °C"
        }
    }

    private static func english(_ property: SpringProperty) -> String {
        switch property {
        case .weaklyAlkaline: "weakly alkaline"
        case .alkaline: "alkaline"
        case .neutral: "neutral"
        case .weaklyAcidic: "weakly acidic"
        case .hypotonic: "hypotonic"
        case .isotonic: "isotonic"
        case .hypertonic: "hypertonic"
        case .cold: "cold"
        case .low: "tepid"
        case .hot: "hot"
        }
    }

    private static func english(_ kind: SpringStandard.Kind) -> String {
        switch kind {
        case .generalIndication: "every therapeutic spring"
        case .bath: "bathing"
        case .drink: "drinking"
        case .generalContraindication: "general contraindications"
        case .contraindication: "contraindications of the type"
        case .caution: "cautions when bathing"
        }
    }
}
