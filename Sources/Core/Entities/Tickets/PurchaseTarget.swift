/// What a purchase flow buys: a facility's e-tickets or a rally's multi-bath pass. The steps of
/// the flow, the draft store and the pending copy of a reviewed order are keyed by it.
public enum PurchaseTarget: Hashable, Codable, Sendable, CustomStringConvertible {
    case facility(FacilityID)
    case rallyPass(RallyID)
    /// A trip day's baths in one order (issue 31 §7): the plan and the day's index (0-based).
    case tripDay(planID: String, day: Int)

    /// The key of the pending copy of a reviewed order (a facility's key is its id, as before passes).
    public var storageKey: String {
        switch self {
        case .facility(let id): id.rawValue
        case .rallyPass(let id): "pass:" + id.rawValue
        case .tripDay(let plan, let day): "day:\(plan)/\(day)"
        }
    }

    public var description: String { storageKey }

    /// The `yumeguri open` route of the flow's first step (which takes up a reviewed order).
    public var route: String {
        switch self {
        case .facility(let id): "facility/\(id.rawValue)/ticket"
        case .rallyPass(let id): "rally/\(id.rawValue)/pass"
        // Days are counted from 1 where a person reads them.
        case .tripDay(let plan, let day): "plan/\(plan)/day/\(day + 1)/buy"
        }
    }
}
