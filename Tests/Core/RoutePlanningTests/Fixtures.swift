import Entities
import Foundation
import RoutePlanning

/// Real areas from the bundled catalog, read through #filePath so the tests check the very file
/// the app ships.
enum Fixtures {
    struct Area {
        var id: FacilityID
        var prefecture: String
        var name: String
        var coordinate: Coordinate
    }

    static let areas: [Area] = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = (try? String(contentsOf: root.appendingPathComponent("Resources/onsen/aist_onsen_named.csv"), encoding: .utf8)) ?? ""
        var rows = text.split(whereSeparator: \.isNewline).map { fields(of: String($0)) }
        guard !rows.isEmpty else { return [] }
        let header = rows.removeFirst()
        guard let id = header.firstIndex(of: "id"), let prefecture = header.firstIndex(of: "prefecture"),
              let name = header.firstIndex(of: "onsen_name"), let lat = header.firstIndex(of: "lat"),
              let lng = header.firstIndex(of: "lng") else { return [] }
        return rows.compactMap { row in
            guard row.count == header.count, let latitude = Double(row[lat]), let longitude = Double(row[lng]) else { return nil }
            return Area(id: FacilityID(row[id]), prefecture: row[prefecture], name: row[name],
                        coordinate: Coordinate(latitude: latitude, longitude: longitude))
        }
    }()

    /// 別府八湯, the eight historic spa districts of Beppu: every 大分県 area named `別府/…` except
    /// 城島, which the catalog also files under Beppu but is not one of the eight. They lie within
    /// ~7 km of each other, so orders differ by walkable amounts and ties are rare.
    static let beppuHattou: [Area] = areas.filter { $0.prefecture == "大分県" && $0.name.hasPrefix("別府/") && $0.name != "別府/城島" }

    /// Beppu station: a start that is not one of the stops.
    static let beppuStation = Coordinate(latitude: 33.2794, longitude: 131.5006)

    static func stop(_ area: Area, hours: OpeningHours? = nil) -> RouteStop {
        RouteStop(id: area.id, name: area.name, coordinate: area.coordinate, hours: hours ?? SampleCommerce.generate(for: area.id).hours)
    }

    /// CSV fields, with double-quoted fields that may hold commas.
    private static func fields(of line: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var quoted = false
        for character in line {
            switch character {
            case "\"": quoted.toggle()
            case "," where !quoted:
                fields.append(current)
                current = ""
            default: current.append(character)
            }
        }
        fields.append(current)
        return fields
    }

    /// Points scattered over a box of `spanKilometres` around Beppu.
    static func randomCoordinates(_ count: Int, spanKilometres: Double = 20, using rng: inout SplitMix64) -> [Coordinate] {
        let degrees = spanKilometres / 111
        return (0..<count).map { _ in
            Coordinate(latitude: 33.28 + degrees * (Double(rng.next(1_000_000)) / 1_000_000 - 0.5),
                       longitude: 131.49 + degrees * (Double(rng.next(1_000_000)) / 1_000_000 - 0.5))
        }
    }

    /// A moment given as a Japanese wall clock, through Foundation's calendar (the module computes
    /// its clock by arithmetic; this is the independent reference).
    static func japan(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = JapanTime.timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
            ?? Date(timeIntervalSince1970: 0)
    }
}

/// Reference implementations the module is checked against.
enum BruteForce {
    /// Every order of `stops`, optionally with `stops[first]` first; the shortest open-path length.
    static func shortestLength(origin: RouteOrigin, stops: [Coordinate]) -> Double {
        var best = Double.infinity
        for order in permutations(of: Array(stops.indices)) {
            if case .firstStop(let first) = origin, order.first != first { continue }
            best = min(best, length(origin: origin, stops: stops, order: order))
        }
        return best
    }

    /// Straight from `RouteDistance`, without the module's matrix.
    static func length(origin: RouteOrigin, stops: [Coordinate], order: [Int]) -> Double {
        var total = 0.0
        if case .coordinate(let start) = origin, let first = order.first { total += RouteDistance.kilometres(from: start, to: stops[first]) }
        for k in order.indices.dropFirst() { total += RouteDistance.kilometres(from: stops[order[k - 1]], to: stops[order[k]]) }
        return total
    }

    static func permutations(of items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        var result: [[Int]] = []
        for (index, item) in items.enumerated() {
            var rest = items
            rest.remove(at: index)
            for tail in permutations(of: rest) { result.append([item] + tail) }
        }
        return result
    }
}
