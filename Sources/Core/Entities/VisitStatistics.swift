/// The visit log counted once (issue 35, pictures of the record): visits per day, per year and
/// month, and per area. The stamp map, the calendar, the 泉質 passport and `yumeguri stats` all
/// read these counts, so the four can never disagree. Pure; one pass over the log, which an
/// import can make a million long (`VisitStatisticsStore` runs it off the main actor).
public struct VisitStatistics: Hashable, Sendable {
    /// The counts of one year, or of the whole log.
    public struct Tally: Hashable, Sendable {
        public var visits = 0
        /// Visits per calendar month, January first (for the whole log: every year's January …).
        public var months = [Int](repeating: 0, count: 12)
        /// Visits per area.
        public var areas: [FacilityID: Int] = [:]

        public init() {}

        mutating func add(_ visit: Visit) {
            visits += 1
            if (1...12).contains(visit.date.month) { months[visit.date.month - 1] += 1 }
            areas[visit.facilityID, default: 0] += 1
        }
    }

    public private(set) var all = Tally()
    public private(set) var years: [Int: Tally] = [:]
    /// Visits per day.
    public private(set) var days: [VisitDate: Int] = [:]
    /// The newest visit (by date, then id): where "nearest" is measured from on the passport.
    public private(set) var newest: Visit?

    public init() {}

    public init(visits: some Sequence<Visit>) {
        for visit in visits {
            all.add(visit)
            years[visit.date.year, default: Tally()].add(visit)
            days[visit.date, default: 0] += 1
            if let current = newest {
                if (visit.date, visit.id) > (current.date, current.id) { newest = visit }
            } else {
                newest = visit
            }
        }
    }

    /// Years with at least one visit, oldest first.
    public var visitedYears: [Int] { years.keys.sorted() }

    /// The tally of `year`, or of the whole log when nil (empty for a year without visits).
    public func tally(year: Int?) -> Tally {
        guard let year else { return all }
        return years[year] ?? Tally()
    }
}

/// What the pictures need to know of a visited area from the catalog.
public struct VisitedArea: Hashable, Sendable {
    public var prefectureCode: String
    public var categories: SpringCategoryFlags
    public var coordinate: Coordinate

    public init(prefectureCode: String, categories: SpringCategoryFlags, coordinate: Coordinate) {
        self.prefectureCode = prefectureCode
        self.categories = categories
        self.coordinate = coordinate
    }
}

/// The 療養泉 types the passport collects: the ten of the Ministry of the Environment's
/// 鉱泉分析法指針, in its order, without the catalog's bucket for what names none of them.
public enum PassportTypes {
    public static let all: [SpringCategory] = SpringCategory.allCases.filter { $0 != .other }
}

/// One scope's numbers (a year, or the whole log): what `yumeguri stats` prints and the pictures
/// draw. Areas the catalog no longer has are counted as visits and areas but in no prefecture or type.
public struct VisitSummary: Hashable, Sendable {
    /// Nil: every year.
    public var year: Int?
    public var visits: Int
    public var areas: Int
    /// Visits per prefecture code (`"10"` for 群馬県); visited prefectures only.
    public var prefectureVisits: [String: Int]
    /// Distinct visited areas per prefecture code.
    public var prefectureAreas: [String: Int]
    /// Distinct visited areas of each 療養泉 type; types with none are left out.
    public var typeAreas: [SpringCategory: Int]
    /// Visits to areas of each type.
    public var typeVisits: [SpringCategory: Int]
    /// Visits per month, January first.
    public var months: [Int]
    /// Visited areas the catalog does not have (a smaller catalog than the one they were logged on).
    public var unknownAreas: Int

    public init(statistics: VisitStatistics, year: Int?, area: (FacilityID) -> VisitedArea?) {
        let tally = statistics.tally(year: year)
        self.year = year
        visits = tally.visits
        areas = tally.areas.count
        months = tally.months
        var prefectures: [String: Int] = [:], prefectureAreas: [String: Int] = [:], typeAreas: [SpringCategory: Int] = [:], typeVisits: [SpringCategory: Int] = [:]
        var unknown = 0
        for (id, count) in tally.areas {
            guard let place = area(id) else { unknown += 1; continue }
            prefectures[place.prefectureCode, default: 0] += count
            prefectureAreas[place.prefectureCode, default: 0] += 1
            for type in PassportTypes.all where place.categories.contains(type) {
                typeAreas[type, default: 0] += 1
                typeVisits[type, default: 0] += count
            }
        }
        (prefectureVisits, self.prefectureAreas, self.typeAreas, self.typeVisits, unknownAreas) = (prefectures, prefectureAreas, typeAreas, typeVisits, unknown)
    }

    public var prefectureCount: Int { prefectureVisits.count }
    public var typeCount: Int { typeAreas.count }
}
