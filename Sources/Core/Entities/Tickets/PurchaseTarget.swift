/// What a purchase flow buys: a facility's e-tickets or a rally's multi-bath pass. The steps of
/// the flow, the draft store and the pending copy of a reviewed order are keyed by it.
public enum PurchaseTarget: Hashable, Codable, Sendable, CustomStringConvertible {
    case facility(FacilityID)
    case rallyPass(RallyID)

    /// The key of the pending copy of a reviewed order (a facility's key is its id, as before passes).
    public var storageKey: String {
        switch self {
        case .facility(let id): id.rawValue
        case .rallyPass(let id): "pass:" + id.rawValue
        }
    }

    public var description: String { storageKey }

    /// The `yumeguri open` route of the flow's first step (which takes up a reviewed order).
    public var route: String {
        switch self {
        case .facility(let id): "facility/\(id.rawValue)/ticket"
        case .rallyPass(let id): "rally/\(id.rawValue)/pass"
        }
    }
}
