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
            summary: RallyDataText.cardSummary.ja, englishSummary: RallyDataText.cardSummary.en,
            source: "JIS X 0401 · GRES-DB ONSEN 2020", members: members)
    }

    /// How far up the list's おすすめ order puts each area of a curated rally (not the stamp card;
    /// see `DestinationScore`): 2 for a member of a famous list (三名泉, 三古湯 …), 1 for a bath
    /// of a resort's set (別府八湯 …). Areas of no rally are not in the map.
    public static func rallyTiers(_ rallies: [Rally]) -> [FacilityID: Int] {
        var tiers: [FacilityID: Int] = [:]
        for rally in rallies where rally.kind != .prefectures {
            let tier = rally.kind == .famous ? 2 : 1
            for member in rally.members {
                for area in member.areas { tiers[area] = max(tiers[area] ?? 0, tier) }
            }
        }
        return tiers
    }
}
