/// The columns of the two onsen files that the catalog reads (`aist_onsen_areas.csv` has all but
/// the last four it needs; `aist_onsen_named.csv` needs them all).
enum OnsenColumn: Int, CSVColumns {
    case id, prefCode, onsenName, repSource, lat, lng, nSources, maxTemp, ph, year, senshitsu
    case memberIds, readingHira, romaji, readingSource

    var name: String {
        switch self {
        case .id: "id"
        case .prefCode: "pref_code"
        case .onsenName: "onsen_name"
        case .repSource: "rep_source"
        case .lat: "lat"
        case .lng: "lng"
        case .nSources: "n_sources"
        case .maxTemp: "max_temp_c"
        case .ph: "ph"
        case .year: "year"
        case .senshitsu: "senshitsu"
        case .memberIds: "member_ids"
        case .readingHira: "reading_hira"
        case .romaji: "romaji"
        case .readingSource: "reading_source"
        }
    }

    static let areaColumns: [OnsenColumn] = [.id, .prefCode, .onsenName, .repSource, .lat, .lng, .nSources, .maxTemp, .ph, .year, .senshitsu]
    static let namedColumns: [OnsenColumn] = allCases
}
