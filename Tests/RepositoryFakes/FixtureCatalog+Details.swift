import Entities

/// 草津's detail page and the rally the purchase and wallet tests buy passes of.
extension FixtureCatalog {
    /// 草津's detail page as the catalog gives it: its one analysed source and the sample tickets,
    /// coupons and prices the app makes for it.
    public static let kusatsuDetail = FacilityDetail(
        listing: kusatsu, prefecture: gunma, representativeSource: "万代鉱", analysisYear: nil,
        sources: [SpringSource(id: kusatsuID, areaName: "草津", sourceName: "万代鉱", coordinate: kusatsu.coordinate, sourceCount: 1,
                               maxTemperature: 95, ph: 2, springType: "酸性含As", analysisYear: nil)],
        sample: SampleCommerce.generate(for: kusatsuID))

    public static let details: [FacilityID: FacilityDetail] = [kusatsuID: kusatsuDetail]

    /// 日本三名泉 with the rally file's names and members (rallies.csv, rally_members.csv): 草津, 下呂, 有馬;
    /// its summary and source cut to one line.
    public static let sanmeisen = Rally(
        id: RallyID("sanmeisen"), name: "日本三名泉", englishName: "Japan's Three Famous Springs", kind: .famous,
        summary: "草津・下呂・有馬", englishSummary: "Kusatsu, Gero and Arima", source: "林羅山", englishSource: "Hayashi Razan",
        members: [RallyMember(position: 1, name: "草津温泉", prefectureName: "群馬県", areas: [kusatsuID]),
                  RallyMember(position: 2, name: "下呂温泉", prefectureName: "岐阜県", areas: [geroID]),
                  RallyMember(position: 3, name: "有馬温泉", prefectureName: "兵庫県", areas: [arima.id])])

    /// 日本三名泉 as a pass is sold in the purchase and wallet tests: 有馬 comes second and 鉄輪
    /// (which has sample coupons) stands in for it, so a pass's coupons can be used in the small
    /// catalog these tests load.
    public static let threeFamousSprings: Rally = {
        var rally = sanmeisen
        rally.members = [sanmeisen.members[0],
                         RallyMember(position: 2, name: "有馬温泉", prefectureName: "兵庫県", areas: [kannawaID]),
                         RallyMember(position: 3, name: "下呂温泉", prefectureName: "岐阜県", areas: [geroID])]
        return rally
    }()
}
