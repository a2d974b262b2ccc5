import Entities
import Foundation

/// Writes a synthetic catalog of any size in the bundled layout, so the app can be run and measured
/// at 100,000 or 1,000,000 areas (`yumeguri catalog synth`). Deterministic: the same count gives the
/// same files. Names are built from real place-name parts with their readings and romaji; positions
/// jitter around real hot-spring areas so they fall on land; spring types are real values.
public enum SyntheticCatalog {
    /// A place-name part: kanji, hiragana, Hepburn romaji.
    private static let parts: [(String, String, String)] = [
        ("山", "やま", "yama"), ("川", "かわ", "kawa"), ("田", "た", "ta"), ("松", "まつ", "matsu"),
        ("湯", "ゆ", "yu"), ("岩", "いわ", "iwa"), ("石", "いし", "ishi"), ("白", "しら", "shira"),
        ("赤", "あか", "aka"), ("黒", "くろ", "kuro"), ("大", "おお", "oo"), ("小", "こ", "ko"),
        ("高", "たか", "taka"), ("中", "なか", "naka"), ("北", "きた", "kita"), ("南", "みなみ", "minami"),
        ("東", "ひがし", "higashi"), ("西", "にし", "nishi"), ("花", "はな", "hana"), ("鹿", "しか", "shika"),
        ("鶴", "つる", "tsuru"), ("亀", "かめ", "kame"), ("雲", "くも", "kumo"), ("霧", "きり", "kiri"),
        ("森", "もり", "mori"), ("沢", "さわ", "sawa"), ("谷", "たに", "tani"), ("野", "の", "no"),
        ("原", "はら", "hara"), ("島", "しま", "shima"), ("崎", "さき", "saki"), ("浜", "はま", "hama"),
        ("峰", "みね", "mine"), ("滝", "たき", "taki"), ("桜", "さくら", "sakura"), ("梅", "うめ", "ume"),
        ("竹", "たけ", "take"), ("杉", "すぎ", "sugi"), ("月", "つき", "tsuki"), ("星", "ほし", "hoshi"),
        ("金", "かね", "kane"), ("玉", "たま", "tama"), ("奥", "おく", "oku"), ("新", "しん", "shin"),
        ("古", "ふる", "furu"), ("長", "なが", "naga"), ("平", "ひら", "hira"), ("草", "くさ", "kusa"),
        ("津", "つ", "tsu"), ("見", "み", "mi"), ("江", "え", "e"), ("上", "かみ", "kami"), ("下", "しも", "shimo"),
    ]
    private static let suffixes: [(String, String, String)] = [
        ("温泉", "おんせん", " Onsen"), ("温泉", "おんせん", " Onsen"), ("鉱泉", "こうせん", " Kousen"),
        ("の湯", "のゆ", "noyu"), ("", "", ""),
    ]

    public static func write(count: Int, to output: URL, basedOn bundled: CatalogSourceFiles) throws(CatalogError) {
        let manager = FileManager.default
        do {
            for folder in ["onsen", "prefectures"] {
                try manager.createDirectory(at: output.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            for file in ["prefectures/prefectures.csv", "prefectures/regions.csv", "prefectures/capitals.csv"] {
                try bundled.read(file).write(to: output.appendingPathComponent(file))
            }
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .dataDirectory(path: output.path, reason: FileProblem.describe(error))
        }
        let real = try CatalogImport.read(bundled)
        let types = real.facilities.compactMap(\.senshitsu)
        guard !real.facilities.isEmpty, !types.isEmpty else { throw .malformed(file: "onsen/aist_onsen_named.csv", line: 1, reason: .nothingToSynthesise) }
        let prefectureNames = Dictionary(uniqueKeysWithValues: real.prefectures.map { ($0.code, $0.name) })

        var rng = SplitMix64(seed: 0x7975_6d65_6775_7269) // "yumeguri"
        let header = "id,pref_code,prefecture,onsen_name,rep_source,lat,lng,n_sources,max_temp_c,temp_class,ph,ph_class,year,senshitsu"
        var named = header + ",member_ids,reading_hira,romaji,reading_source\n"
        var areas = header + ",src_ser_first,src_ser_last,reading_hira,romaji,reading_source\n"
        named.reserveCapacity(count * 140)
        areas.reserveCapacity(count * 140)
        for index in 0..<count {
            let anchor = real.facilities[rng.next(real.facilities.count)]
            var name = "", reading = "", romaji = ""
            for _ in 0..<(2 + rng.next(2)) {
                let part = parts[rng.next(parts.count)]
                name += part.0; reading += part.1; romaji += part.2
            }
            let suffix = suffixes[rng.next(suffixes.count)]
            name += suffix.0; reading += suffix.1; romaji = romaji.prefix(1).uppercased() + romaji.dropFirst() + suffix.2
            let lat = anchor.lat + (Double(rng.next(1000)) - 500) / 10_000
            let lng = anchor.lng + (Double(rng.next(1000)) - 500) / 10_000
            let temperature = Double(80 + rng.next(900)) / 10
            let ph = Double(15 + rng.next(90)) / 10
            let type = rng.next(4) == 0 ? "" : types[rng.next(types.count)]
            let id = "syn-" + String(index + 1).leftPadded(to: 7)
            let pref = prefectureNames[anchor.prefCode] ?? ""
            let common = [
                id, anchor.prefCode, pref, name, "", String(format: "%.4f", lat), String(format: "%.4f", lng), "1",
                formatMeasurement(temperature), TemperatureClass(celsius: temperature).rawValue,
                formatMeasurement(ph), PHClass(pH: ph).rawValue, "", csvField(type),
            ].joined(separator: ",")
            named += common + ",\(id),\(reading),\(romaji),synthetic\n"
            areas += common + ",\(index + 1),\(index + 1),\(reading),\(romaji),synthetic\n"
        }
        do {
            try named.write(to: output.appendingPathComponent("onsen/aist_onsen_named.csv"), atomically: true, encoding: .utf8)
            try areas.write(to: output.appendingPathComponent("onsen/aist_onsen_areas.csv"), atomically: true, encoding: .utf8)
        } catch {
            throw .dataDirectory(path: output.path, reason: FileProblem.describe(error))
        }
    }

    private static func csvField(_ text: String) -> String {
        text.contains(",") || text.contains("\"") ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
