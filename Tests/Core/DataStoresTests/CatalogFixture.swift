import Foundation

/// A small catalog in a temporary folder, in the bundled layout.
struct CatalogFixture {
    let root: URL
    var source: URL { root.appendingPathComponent("source") }
    var data: URL { root.appendingPathComponent("data") }

    static let regions = """
        region_id,region,region_en,prefecture_codes
        3,関東,Kanto,10
        8,九州,Kyushu,44
        """
    static let prefectures = """
        code,lg_code,name,name_short,kana,hiragana,kana_short,romaji,iso3166_2,region_id,region,region_en
        10,100005,群馬県,群馬,グンマケン,ぐんまけん,グンマ,Gunma,JP-10,3,関東,Kanto
        44,440001,大分県,大分,オオイタケン,おおいたけん,オオイタ,Oita,JP-44,8,九州,Kyushu
        """
    static let capitals = """
        code,capital,lat,lng
        10,前橋市,36.3911,139.0608
        44,大分市,33.2382,131.6126
        """
    static let areas = """
        id,pref_code,prefecture,onsen_name,rep_source,lat,lng,n_sources,max_temp_c,temp_class,ph,ph_class,year,senshitsu,src_ser_first,src_ser_last,reading_hira,romaji,reading_source
        aist-2711,10,群馬県,草津,万代鉱,36.6211,138.5754,1,95,高温泉,2,酸性,,酸性含As,2711,2711,くさつ,Kusatsu,kakasi-auto
        aist-2712,10,群馬県,草津,湯畑,36.6225,138.5962,3,55,高温泉,2.1,酸性,1990,"酸性含S,Fe",2712,2714,くさつ,Kusatsu,kakasi-auto
        aist-7154,44,大分県,別府/鉄輪,国東荘,33.3148,131.4778,1,100.4,高温泉,3.8,弱酸性,,,7154,7154,べっぷ/かんなわ,Beppu/Kannawa,manual
        """
    static let named = """
        id,pref_code,prefecture,onsen_name,rep_source,lat,lng,n_sources,max_temp_c,temp_class,ph,ph_class,year,senshitsu,member_ids,reading_hira,romaji,reading_source
        aist-2711,10,群馬県,草津,万代鉱,36.6211,138.5754,4,95,高温泉,2,酸性,,酸性含As,aist-2711 aist-2712,くさつ,Kusatsu,kakasi-auto
        aist-7154,44,大分県,別府/鉄輪,国東荘,33.3148,131.4778,1,100.4,高温泉,3.8,弱酸性,,,aist-7154,べっぷ/かんなわ,Beppu/Kannawa,manual
        """

    init(named: String = CatalogFixture.named, areas: String = CatalogFixture.areas) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-fixture-\(UUID().uuidString)")
        try write("prefectures/regions.csv", Self.regions)
        try write("prefectures/prefectures.csv", Self.prefectures)
        try write("prefectures/capitals.csv", Self.capitals)
        try write("onsen/aist_onsen_areas.csv", areas)
        try write("onsen/aist_onsen_named.csv", named)
    }

    func write(_ path: String, _ text: String) throws {
        let url = source.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
