import Localization

/// The credits the data licences require (see Resources/SOURCES.md).
public enum DataCredit {
    public static let onsenJapanese =
        "出典：産業技術総合研究所 地質調査総合センター GRES-DB ONSEN 2020（https://gbank.gsj.jp/gres-db/）を加工して作成"
    public static let onsenEnglish = "Source: Geological Survey of Japan, AIST — GRES-DB ONSEN 2020, processed."
    public static var mirror: String { FacilityText.creditMirror.text }
    public static var map: String { FacilityText.creditMap.text }
    /// The AIST credit in the language in force (the licence's own Japanese wording in Japanese).
    public static var onsen: String { FacilityText.creditOnsen.text }
    public static var prefectures: String { FacilityText.creditPrefectures.text }
    /// The credits other than AIST's, in the language in force.
    public static var readings: String { FacilityText.creditReadings.text }
    public static var sample: String { FacilityText.creditSample.text }

    /// Every credit, the AIST one in both languages (its licence asks for the credit as given).
    public static var all: [String] { [onsenJapanese, onsenEnglish, mirror, map, prefectures, readings, sample] }
}
