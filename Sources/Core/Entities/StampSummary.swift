/// The stamp card of the visit log: which prefectures the user has bathed in, per region, and how
/// many distinct areas. Pure: computed from visits and the catalog's listings and prefectures.
public struct StampSummary: Hashable, Sendable {
    public struct RegionRow: Hashable, Sendable {
        public var region: Region
        /// The region's prefectures in code order, each with whether it was visited.
        public var prefectures: [(prefecture: Prefecture, visited: Bool)]
        public var visitedCount: Int { prefectures.filter(\.visited).count }

        public static func == (lhs: RegionRow, rhs: RegionRow) -> Bool {
            lhs.region == rhs.region && lhs.prefectures.elementsEqual(rhs.prefectures) { $0.prefecture == $1.prefecture && $0.visited == $1.visited }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(region)
            for entry in prefectures { hasher.combine(entry.prefecture); hasher.combine(entry.visited) }
        }
    }

    public var regions: [RegionRow]
    public var visitedPrefectures: Int
    public var totalPrefectures: Int
    public var distinctAreas: Int
    public var visitCount: Int

    public init(visits: [Visit], prefectureOf: (FacilityID) -> String?, prefectures: [Prefecture]) {
        let visitedCodes = Set(visits.compactMap { prefectureOf($0.facilityID) })
        var rows: [RegionRow] = []
        for prefecture in prefectures.sorted(by: { $0.code < $1.code }) {
            let entry = (prefecture: prefecture, visited: visitedCodes.contains(prefecture.code))
            if let index = rows.firstIndex(where: { $0.region.id == prefecture.region.id }) {
                rows[index].prefectures.append(entry)
            } else {
                rows.append(RegionRow(region: prefecture.region, prefectures: [entry]))
            }
        }
        regions = rows.sorted { $0.region.id < $1.region.id }
        visitedPrefectures = prefectures.filter { visitedCodes.contains($0.code) }.count
        totalPrefectures = prefectures.count
        distinctAreas = Set(visits.map(\.facilityID)).count
        visitCount = visits.count
    }
}
