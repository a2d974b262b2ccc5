import Entities
import Foundation

/// Whole queries that name a 療養泉 type or an effect of the standard, looked up exactly (after
/// case, width and spacing are folded): one dictionary probe per search, so an ordinary query
/// (`くさ`, `kusatsu`, `温泉`) costs nothing more. A prefix does not count (`tan` is not 単純温泉):
/// typing a name must not fill the list with every spring of a type.
public enum SpringQueryWords {
    public static func match(_ query: String) -> SpringQueryMatch? {
        // No word of either table is longer; a longer query is never folded.
        guard query.utf8.count <= maxQueryBytes else { return nil }
        let key = fold(query)
        guard !key.isEmpty else { return nil }
        if let types = typeWords[key] { return SpringQueryMatch(kind: .type, categories: types) }
        if let entries = effectWords[key] {
            let general = entries.contains { $0.kind == .generalIndication }
            let categories = general ? Set(SpringCategory.therapeutic) : Set(entries.compactMap(\.type))
            return SpringQueryMatch(kind: .effect, categories: categories, wording: entries)
        }
        return nil
    }

    static let maxQueryBytes = 96

    /// Lowercased, full width to ASCII (only when there is any), katakana as hiragana, spaces,
    /// hyphens and middle dots left out: the few scalars of a query, no ICU transform.
    static func fold(_ text: String) -> String {
        let wide = text.unicodeScalars.contains { $0.value >= 0xFF00 && $0.value <= 0xFFEF || $0.value == 0x3000 }
        let source = wide ? text.precomposedStringWithCompatibilityMapping : text
        var scalars = String.UnicodeScalarView()
        for scalar in source.unicodeScalars {
            switch scalar.value {
            case 0x20, 0x09, 0x3000, 0x2D, 0x30FB: continue
            case 0x41...0x5A: scalars.append(Unicode.Scalar(scalar.value + 0x20) ?? scalar)
            case 0x30A1...0x30F6: scalars.append(Unicode.Scalar(scalar.value - 0x60) ?? scalar)
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Type names, readings, romaji, old names and English.
    static let typeWords: [String: Set<SpringCategory>] = {
        let words: [(SpringCategory, [String])] = [
            (.simple, ["単純温泉", "単純泉", "単純", "たんじゅんおんせん", "たんじゅんせん", "tanjun", "tanjunonsen", "tanjunsen", "simple",
                       "simplespring", "simplethermal", "alkalinesimple"]),
            (.chloride, ["塩化物泉", "塩化物", "食塩泉", "えんかぶつせん", "えんかぶつ", "しょくえんせん", "enkabutsu", "enkabutsusen",
                         "chloride", "chloridespring", "saltspring", "sodiumchloride"]),
            (.bicarbonate, ["炭酸水素塩泉", "炭酸水素塩", "重曹泉", "重炭酸土類泉", "たんさんすいそえんせん", "じゅうそうせん", "tansansuisoen",
                            "tansansuisoensen", "jusosen", "juusousen", "bicarbonate", "bicarbonatespring", "hydrogencarbonate", "hydrogencarbonatespring"]),
            (.sulfate, ["硫酸塩泉", "硫酸塩", "芒硝泉", "石膏泉", "正苦味泉", "りゅうさんえんせん", "ぼうしょうせん", "せっこうせん", "ryusanen",
                        "ryuusanen", "ryusanensen", "ryuusanensen", "sulfate", "sulphate", "sulfatespring", "sulphatespring"]),
            (.carbonDioxide, ["二酸化炭素泉", "二酸化炭素", "炭酸泉", "にさんかたんそせん", "たんさんせん", "nisankatanso", "nisankatansosen",
                              "tansansen", "carbondioxide", "carbondioxidespring", "carbonated", "carbonatedspring", "co2"]),
            (.iron, ["含鉄泉", "鉄泉", "がんてつせん", "てっせん", "gantetsu", "gantetsusen", "tessen", "iron", "ironspring", "ferruginous"]),
            (.acidic, ["酸性泉", "酸性", "さんせいせん", "さんせい", "sansei", "sanseisen", "acidic", "acid", "acidicspring"]),
            (.iodine, ["含よう素泉", "よう素泉", "よう素", "ヨウ素", "沃素", "がんようそせん", "ようそ", "ganyouso", "ganyousosen", "youso", "yoso",
                       "iodine", "iodinespring"]),
            (.sulfur, ["硫黄泉", "硫黄", "硫化水素泉", "いおうせん", "いおう", "iou", "iousen", "io", "iosen", "sulfur", "sulphur", "sulfurspring",
                       "sulphurspring", "硫化水素", "りゅうかすいそ", "sulfurous", "sulphurous"]),
            (.radioactive, ["放射能泉", "放射能", "ラドン泉", "ラドン", "ラジウム泉", "ラジウム", "ほうしゃのうせん", "ほうしゃのう", "houshanou",
                            "houshanousen", "hoshano", "radon", "radium", "radioactive", "radioactivespring"]),
        ]
        var table: [String: Set<SpringCategory>] = [:]
        for (category, list) in words {
            for word in list { table[fold(word), default: []].insert(category) }
        }
        return table
    }()

    /// Each effect of the standard by its own words (the whole entry and each part of it:
    /// 耐糖能異常（糖尿病） is found by 耐糖能異常 and by 糖尿病), by the English the app shows for it
    /// (the whole entry and each part: `sensitivity to cold`, `diabetes`), and by other English words.
    static let effectWords: [String: [SpringStandard.Entry]] = {
        var table: [String: [SpringStandard.Entry]] = [:]
        func add(_ word: String, _ entry: SpringStandard.Entry) {
            let key = fold(word)
            guard key.count >= 2, typeWords[key] == nil, !(table[key] ?? []).contains(entry) else { return }
            table[key, default: []].append(entry)
        }
        let effects = SpringStandard.all.filter { [.generalIndication, .bath, .drink].contains($0.kind) }
        for entry in effects {
            add(entry.japanese, entry)
            let text = entry.japanese.replacingOccurrences(of: "若しくは", with: "、").replacingOccurrences(of: "又は", with: "、")
            for part in text.split(whereSeparator: { "（）、".contains($0) }) {
                var word = String(part)
                for tail in ["などの慢性期", "など", "型"] where word.hasSuffix(tail) { word = String(word.dropLast(tail.count)) }
                add(word, entry)
            }
            // What the English screens show is found as shown: the entry and each part of it.
            add(entry.english, entry)
            for part in entry.english.split(whereSeparator: { "();".contains($0) }) {
                let word = part.trimmingCharacters(in: .whitespaces)
                if word.count >= 4, !word.hasSuffix(" and the like") { add(word, entry) }
            }
        }
        let english: [(String, [String])] = [
            ("神経痛", ["neuralgia", "nervepain"]), ("腰痛症", ["backpain", "lowerbackpain", "lumbago"]),
            ("関節リウマチ", ["rheumatism", "rheumatoidarthritis", "arthritis"]), ("五十肩", ["frozenshoulder"]),
            ("冷え性", ["coldsensitivity", "sensitivitytocold", "coldhands", "coldfeet"]),
            ("末梢循環障害", ["circulation", "poorcirculation"]), ("きりきず", ["cuts", "cut", "wounds"]),
            ("皮膚乾燥症", ["dryskin"]), ("不眠症", ["insomnia", "sleeplessness"]), ("うつ状態", ["depression", "depressedmood"]),
            ("アトピー性皮膚炎", ["atopicdermatitis", "atopy"]), ("尋常性乾癬", ["psoriasis"]), ("慢性湿疹", ["eczema"]),
            ("表皮化膿症", ["pyoderma"]), ("高尿酸血症（痛風）", ["gout"]), ("鉄欠乏性貧血", ["anemia", "anaemia"]),
            ("耐糖能異常（糖尿病）", ["diabetes"]), ("高コレステロール血症", ["cholesterol", "hypercholesterolemia"]), ("便秘", ["constipation"]),
            ("疲労回復", ["fatigue", "tiredness"]), ("自律神経不安定症", ["autonomicimbalance"]), ("ストレスによる諸症状（睡眠障害、うつ状態など）", ["stress"]), ("軽症高血圧", ["hypertension", "highbloodpressure"]),
        ]
        for (japanese, words) in english {
            let key = fold(japanese)
            for word in words {
                for entry in table[key] ?? [] { add(word, entry) }
            }
        }
        return table
    }()
}
