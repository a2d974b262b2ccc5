import Entities

extension FixtureCatalog {
    /// All 47 prefectures as the app's catalog has them (Resources/prefectures/prefectures.csv, read
    /// once): for the stamp card and the filters that list every prefecture. Empty if the file
    /// cannot be read, which fails the tests that count them rather than letting a guess stand in.
    public static let allPrefectures: [Prefecture] = ResourceTable.rows("prefectures/prefectures.csv").compactMap { row in
        guard let code = row["code"], let name = row["name"], let regionID = row["region_id"].flatMap({ Int($0) }) else { return nil }
        return Prefecture(code: code, name: name, shortName: row["name_short"] ?? name, reading: row["hiragana"] ?? "",
                          romaji: row["romaji"] ?? "", region: Region(id: regionID, name: row["region"] ?? "", englishName: row["region_en"] ?? ""))
    }
}
