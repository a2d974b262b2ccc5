import Localization
import Entities

/// `yumeguri open ROUTE`: a route names a tab and the stack to put on it.
public struct DeepLink: Hashable, Sendable {
    public var tab: Tab
    public var stack: [Destination]

    public init(tab: Tab, stack: [Destination]) {
        self.tab = tab
        self.stack = stack
    }

    public static let examples = [
        "search", "facility/aist-2601", "facility/aist-2601/ticket", "facility/aist-2601/coupons",
        "map", "map/aist-2601", "favorites", "visits", "tickets", "coupons", "desk", "account", "about",
        "rallies", "rally/beppu-hatto", "rally/beppu-hatto/map", "rally/beppu-hatto/pass", "plans", "plan/ID", "plan/ID/map", "plan/ID/day/1/buy",
        "visits/map", "visits/calendar", "visits/calendar/2025", "visits/passport",
    ]

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case empty
        case unknownRoute(String)
        case badFacilityID(String)
        case badRallyID(String)
        case badPlanID(String)
        case badYear(String)

        public var description: String {
            let valid = DeepLink.examples.joined(separator: ", ")
            let text: NavigationText = switch self {
            case .empty: .emptyRoute(examples: valid)
            case .unknownRoute(let route): .unknownRoute(route, examples: valid)
            case .badFacilityID(let id): .badFacilityID(id)
            case .badRallyID(let id): .badRallyID(id)
            case .badPlanID(let id): .badPlanID(id)
            case .badYear(let year): .badYear(year)
            }
            return text.text
        }
    }

    public static func parse(_ route: String) throws(ParseError) -> DeepLink {
        let trimmed = route.trimmingCharacters(in: "/ ")
        guard !trimmed.isEmpty else { throw .empty }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if let link = try journeyLink(parts, route: route) { return link }
        if let link = try tabLink(parts, route: route) { return link }
        if let link = try facilityLink(parts, route: route) { return link }
        throw .unknownRoute(route)
    }

    /// Rallies and plans, which the Favorites tab holds (a rally's pass is bought in Tickets).
    private static func journeyLink(_ parts: [String], route: String) throws(ParseError) -> DeepLink? {
        let journeyRoot: [Destination] = [.favorites]
        switch parts.first {
        case "rallies" where parts.count == 1: return DeepLink(tab: .favorites, stack: journeyRoot + [.rallies])
        case "rally" where parts.count == 2:
            return DeepLink(tab: .favorites, stack: journeyRoot + [.rallies, .rally(try rally(parts[1]))])
        case "rally" where parts.count == 3 && parts[2] == "map":
            let id = try rally(parts[1])
            return DeepLink(tab: .favorites, stack: journeyRoot + [.rallies, .rally(id), .journeyMap(.rally(id))])
        // Buying a rally's pass; the Tickets tab holds the flow, as the wallet is where it ends.
        case "rally" where parts.count == 3 && parts[2] == "pass":
            return DeepLink(tab: .tickets, stack: [.tickets, .passPurchase(try rally(parts[1]))])
        case "plans" where parts.count == 1: return DeepLink(tab: .favorites, stack: journeyRoot + [.plans])
        case "plan" where parts.count == 2:
            return DeepLink(tab: .favorites, stack: journeyRoot + [.plans, .plan(try plan(parts[1]))])
        // A trip day's tickets in one order (days counted from 1): the flow sits above the plan.
        case "plan" where parts.count == 5 && parts[2] == "day" && parts[4] == "buy":
            let id = try plan(parts[1])
            guard let number = Int(parts[3]), (1...DayPlan.maximumDays).contains(number) else { throw .unknownRoute(route) }
            return DeepLink(tab: .favorites, stack: journeyRoot + [.plans, .plan(id), .tripDayPurchase(planID: id, day: number - 1)])
        case "plan" where parts.count == 3 && parts[2] == "map":
            let id = try plan(parts[1])
            return DeepLink(tab: .favorites, stack: journeyRoot + [.plans, .plan(id), .journeyMap(.plan(id))])
        default: return nil
        }
    }

    /// The tabs' own screens and what sits right above them.
    private static func tabLink(_ parts: [String], route: String) throws(ParseError) -> DeepLink? {
        switch parts.first {
        case "search" where parts.count == 1: return DeepLink(tab: .search, stack: [.search])
        case "favorites" where parts.count == 1: return DeepLink(tab: .favorites, stack: [.favorites])
        case "visits" where parts.count == 1: return DeepLink(tab: .favorites, stack: [.favorites, .visits])
        case "visits" where parts.count == 2 || (parts.count == 3 && parts[1] == "calendar"):
            return DeepLink(tab: .favorites, stack: [.favorites, .visits, try picture(parts[1], year: parts.count == 3 ? parts[2] : nil, route: route)])
        case "tickets" where parts.count == 1: return DeepLink(tab: .tickets, stack: [.tickets])
        case "coupons" where parts.count == 1: return DeepLink(tab: .tickets, stack: [.tickets, .couponWallet])
        case "desk" where parts.count == 1: return DeepLink(tab: .tickets, stack: [.tickets, .desk])
        case "account" where parts.count == 1: return DeepLink(tab: .account, stack: [.account])
        case "about" where parts.count == 1: return DeepLink(tab: .search, stack: [.search, .about])
        case "map" where parts.count == 1: return DeepLink(tab: .map, stack: [.map(focus: nil)])
        case "map" where parts.count == 2: return DeepLink(tab: .map, stack: [.map(focus: try facility(parts[1]))])
        default: return nil
        }
    }

    /// A hot spring's page and the flows that start there.
    private static func facilityLink(_ parts: [String], route: String) throws(ParseError) -> DeepLink? {
        switch parts.first {
        case "facility" where parts.count == 2:
            return DeepLink(tab: .search, stack: [.search, .facility(try facility(parts[1]))])
        case "facility" where parts.count == 3:
            let id = try facility(parts[1])
            switch parts[2] {
            case "ticket": return DeepLink(tab: .search, stack: [.search, .facility(id), .ticketPurchase(id)])
            case "coupons": return DeepLink(tab: .search, stack: [.search, .facility(id), .coupons(id)])
            case "map": return DeepLink(tab: .map, stack: [.map(focus: id)])
            default: throw .unknownRoute(route)
            }
        default: return nil
        }
    }

    private static func facility(_ raw: String) throws(ParseError) -> FacilityID {
        let id = FacilityID(raw)
        guard id.isWellFormed else { throw .badFacilityID(raw) }
        return id
    }

    private static func rally(_ raw: String) throws(ParseError) -> RallyID {
        let id = RallyID(raw)
        guard id.isWellFormed else { throw .badRallyID(raw) }
        return id
    }

    private static func plan(_ raw: String) throws(ParseError) -> String {
        guard (1...64).contains(raw.utf8.count),
              raw.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) || $0 == UInt8(ascii: "-") })
        else { throw .badPlanID(raw) }
        return raw
    }

    /// The visit log's pictures: the stamp map, the 泉質 passport, the calendar (of a year).
    private static func picture(_ name: String, year: String?, route: String) throws(ParseError) -> Destination {
        switch name {
        case "map": return .stampMap
        case "passport": return .springPassport
        case "calendar":
            guard let year else { return .visitCalendar(year: nil) }
            guard year.utf8.count == 4, let number = Int(year), (1900...9999).contains(number) else { throw .badYear(year) }
            return .visitCalendar(year: number)
        default: throw .unknownRoute(route)
        }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
