import Entities
import Foundation
import RoutePlanning
import Testing

/// Issue 34.2: a stored stay of 2^58 minutes trapped the timetable's sums (RoutePlan.swift:61, exit 132).
@Suite struct RoutePlanOverflowTests {
    /// The timetable's sums stay in range whatever stay it is given (2^58 minutes trapped at
    /// RoutePlan.swift:61 before).
    @Test(arguments: [Int.max, 1 << 58, 1_000_000_000_000, -5, Int.min])
    func noStayOverflowsTheTimetable(stay: Int) {
        let stops = (0..<200).map { index in
            RouteStop(id: FacilityID("aist-\(index + 1)"), name: "s\(index)",
                      coordinate: Coordinate(latitude: 30 + Double(index) * 0.05, longitude: 130 + Double(index) * 0.05), hours: .always)
        }
        let plan = RoutePlan(stops: stops, origin: nil, departure: Date(timeIntervalSince1970: 1_795_000_000), mode: .walk, stayMinutes: stay)
        #expect((0...RoutePlan.maximumStayMinutes).contains(plan.stayMinutes))
        #expect(plan.stops.count == 200 && plan.end >= plan.departure)
    }
}
