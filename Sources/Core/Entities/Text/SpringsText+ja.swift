extension SpringsText {
    public var ja: String {
        switch self {
        case .type(let type): type.rawValue
        case .unclassified(let reason): Self.japanese(reason)
        case .phClass(let klass): klass.rawValue
        case .phRange(let klass): Self.japaneseRange(klass)
        case .temperatureClass(let klass): klass.rawValue
        case .temperatureRange(let klass): Self.japaneseRange(klass)
        case .property(let property): property.rawValue
        case .citation: "環境省「鉱泉分析法指針（平成26年改訂）」「温泉法第十八条第一項の規定に基づく禁忌症及び入浴又は飲用上の注意の掲示等の基準」(2014)"
        case .disclaimer: "環境省の基準による一般的な情報で、医学的な助言ではありません"
        case .appNote: "アプリの注記"
        case .effectKind(let kind): Self.japanese(kind)
        case .everyType: "全療養泉"
        case .list(let names, let mark): names.joined(separator: mark.rawValue)
        case .phrases(let phrases): phrases.joined(separator: " ")
        case .queryType(let types): "泉質: \(types)"
        case .queryEffectPhrase(let kind, let effect, let types): "\(kind)「\(effect)」(\(types))"
        case .queryEffectPhraseAll(let kind, let effect): "\(kind)「\(effect)」"
        case .queryEffect(let phrases, let types, let disclaimer): "適応症 \(phrases) → \(types) · \(disclaimer)"
        case .cautionSensitiveSkin(let types): "\(types)：皮膚・粘膜の過敏な人は注意、入浴後は真水で洗い流す"
        case .cautionStrongAcid(let ph): "pH \(ph) の強い酸性：目や傷口にしみる"
        case .cautionRadioactive: "放射能泉：泉質別の禁忌症は基準になく、一般的禁忌症に従う"
        case .cautionHotSource(let temperature): "源泉 \(temperature)：高齢者・高血圧・心臓病の人は42℃以上の高温浴を避ける"
        case .wordingOldName(let text): "\(text)（旧泉質名）"
        case .wordingMarked(let known, let original): "\(known)［AIST の表記: \(original)］"
        case .wordingAsWritten(let original): "［AIST の表記: \(original)］"
        case .wordingTranslatedNote(let original): "AIST カタログの表記: \(original)"
        case .wordingPartialNote(let original): "AIST カタログの表記: \(original)"
        }
    }

    private static func japanese(_ reason: SpringUnclassifiedReason) -> String {
        switch reason {
        case .empty: "泉質の記載なし"
        case .propertiesOnly: "液性・泉温だけで成分の記載なし"
        case .onsenLawComponent: "温泉法の成分による温泉で、療養泉の泉質ではない"
        case .notTherapeutic: "温泉法の温泉だが療養泉ではないと記載"
        case .unrecognised: "泉質として読めない記載"
        }
    }

    private static func japaneseRange(_ klass: PHClass) -> String {
        switch klass {
        case .acidic: "pH 3未満"
        case .weaklyAcidic: "pH 3–6"
        case .neutral: "pH 6–7.5"
        case .weaklyAlkaline: "pH 7.5–8.5"
        case .alkaline: "pH 8.5以上"
        }
    }

    private static func japaneseRange(_ klass: TemperatureClass) -> String {
        switch klass {
        case .cold: "25℃未満"
        case .low: "25–34℃"
        case .warm: "34–42℃"
        case .hot: "42℃以上"
        }
    }

    private static func japanese(_ kind: SpringStandard.Kind) -> String {
        switch kind {
        case .generalIndication: "一般的適応症"
        case .bath: "浴用"
        case .drink: "飲用"
        case .generalContraindication: "一般的禁忌症"
        case .contraindication: "泉質別禁忌症"
        case .caution: "入浴上の注意"
        }
    }
}
