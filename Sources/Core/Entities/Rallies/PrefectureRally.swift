extension Rally {
    /// The 47-prefecture stamp card as a rally: one member per prefecture, stamped by a visit to
    /// any of its areas. Made from the catalog, so a synthetic catalog gets its own card.
    public static func prefectureCard(prefectures: [Prefecture], areasByPrefecture: [String: [FacilityID]]) -> Rally {
        let members = prefectures.sorted { $0.code < $1.code }.enumerated().map { offset, prefecture in
            RallyMember(position: offset + 1, name: prefecture.name, prefectureName: prefecture.name,
                        areas: areasByPrefecture[prefecture.code] ?? [])
        }
        return Rally(
            id: .prefectures, name: "全国47都道府県スタンプ帳", englishName: "All 47 prefectures", kind: .prefectures,
            summary: "どこか一か所でも入れば、その都道府県にスタンプ — one stamp per prefecture, any area counts",
            source: "都道府県 (JIS X 0401) · 温泉地は GRES-DB ONSEN 2020", members: members)
    }

    /// Areas that belong to a curated rally (not the stamp card): the list's おすすめ order puts
    /// them first (see `DestinationScore`).
    public static func curatedAreas(_ rallies: [Rally]) -> Set<FacilityID> {
        var areas = Set<FacilityID>()
        for rally in rallies where rally.kind != .prefectures {
            for member in rally.members { areas.formUnion(member.areas) }
        }
        return areas
    }
}
