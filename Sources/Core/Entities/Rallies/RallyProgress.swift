/// How far the user has come with one rally, from the visit log: the one progress rule for the
/// curated rallies and the prefecture stamp card alike. A member counts once the first time any
/// of its areas is visited; members the catalog lacks are shown but never count.
public struct RallyProgress: Hashable, Sendable, Identifiable {
    public var rally: Rally
    /// The first visit of each counted member, by member position.
    public var firstVisits: [Int: VisitDate]

    public var id: RallyID { rally.id }

    public init(rally: Rally, firstVisitByArea: [FacilityID: VisitDate]) {
        self.rally = rally
        var first: [Int: VisitDate] = [:]
        for member in rally.members {
            let dates = member.areas.compactMap { firstVisitByArea[$0] }
            if let earliest = dates.min() { first[member.position] = earliest }
        }
        firstVisits = first
    }

    /// Members that count (the catalog has them).
    public var total: Int { rally.countedMembers.count }
    public var visited: Int { firstVisits.count }
    public var remaining: Int { total - visited }
    public var isComplete: Bool { total > 0 && visited == total }
    /// 0…1; a rally with nothing in the catalog is 0.
    public var fraction: Double { total == 0 ? 0 : Double(visited) / Double(total) }

    /// The day the last member was first visited, once every member has been.
    public var completedOn: VisitDate? { isComplete ? firstVisits.values.max() : nil }

    public func firstVisit(of member: RallyMember) -> VisitDate? { firstVisits[member.position] }

    /// `3/8`
    public var countText: String { "\(visited)/\(total)" }

    /// The earliest first visit of each area in the log (any order).
    public static func firstVisitByArea(_ visits: [Visit]) -> [FacilityID: VisitDate] {
        var first: [FacilityID: VisitDate] = [:]
        for visit in visits where first[visit.facilityID].map({ visit.date < $0 }) ?? true {
            first[visit.facilityID] = visit.date
        }
        return first
    }

    /// Rallies in the order the list shows them: the closest to done first (largest share
    /// visited, then fewest left, then name), completed ones after the open ones, and rallies the
    /// catalog has nothing of last.
    public static func ordered(_ all: [RallyProgress]) -> [RallyProgress] {
        all.sorted { a, b in
            func group(_ p: RallyProgress) -> Int { p.total == 0 ? 2 : (p.isComplete ? 1 : 0) }
            if group(a) != group(b) { return group(a) < group(b) }
            if a.fraction != b.fraction { return a.fraction > b.fraction }
            if a.remaining != b.remaining { return a.remaining < b.remaining }
            return a.rally.id < b.rally.id
        }
    }

    /// The unvisited member nearest to `origin` (the last visit's place), by great-circle distance.
    public func nearestUnvisited(to origin: Coordinate, coordinate: (FacilityID) -> Coordinate?) -> (member: RallyMember, kilometres: Double)? {
        var best: (member: RallyMember, kilometres: Double)?
        for member in rally.countedMembers where firstVisits[member.position] == nil {
            for area in member.areas {
                guard let point = coordinate(area) else { continue }
                let distance = origin.distance(to: point)
                if best.map({ distance < $0.kilometres }) ?? true { best = (member, distance) }
            }
        }
        return best
    }
}
