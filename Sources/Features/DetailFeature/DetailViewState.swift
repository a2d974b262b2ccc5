import Entities

/// Everything the detail screen shows.
public struct DetailViewState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case loading
        case loaded(FacilityDetail)
        case failed(String)
    }

    public var id: FacilityID
    public var phase: Phase = .loading
    /// First content line shown.
    public var scroll: Int = 0

    public init(id: FacilityID, phase: Phase = .loading, scroll: Int = 0) {
        self.id = id
        self.phase = phase
        self.scroll = scroll
    }

    public var detail: FacilityDetail? {
        if case .loaded(let detail) = phase { return detail }
        return nil
    }
}
