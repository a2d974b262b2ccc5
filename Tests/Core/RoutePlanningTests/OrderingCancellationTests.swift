import Entities
import Foundation
import RoutePlanning
import Testing

/// Issue 34.3: ordering thousands of stops took minutes and kept a core busy after its screen
/// went. A cancelled ordering stops at its next pass and still answers with a whole order.
@Suite struct OrderingCancellationTests {
    @Test(.timeLimit(.minutes(1))) func aCancelledOrderingEndsWithAWholeOrder() async {
        let stops = (0..<4_000).map { Coordinate(latitude: 30 + Double($0 % 63) * 0.1, longitude: 130 + Double($0 / 63) * 0.1) }
        let work = Task.detached { RouteOrdering.shortest(from: nil, stops: stops) }
        work.cancel()
        let order = await work.value
        #expect(order.sorted() == Array(0..<stops.count))
    }
}
