import Dependencies
import Entities
import Observation
import Router
import UseCases

@MainActor
@Observable
public final class DetailViewModel {
    public private(set) var state: DetailViewState
    /// Content height and window height from the last drawing, for scrolling limits.
    @ObservationIgnored public var layout = (contentLines: 0, windowLines: 10)

    @ObservationIgnored @Dependency(\.facilityDetail) private var facilityDetail
    @ObservationIgnored @Dependency(\.router) private var router

    public init(id: FacilityID) { state = DetailViewState(id: id) }

    public func appear() async {
        guard state.detail == nil else { return }
        do {
            state.phase = .loaded(try await facilityDetail.execute(state.id))
        } catch {
            state.phase = .failed(error.description)
        }
    }

    public func send(_ action: DetailAction) async {
        let maxScroll = max(0, layout.contentLines - layout.windowLines)
        let page = max(1, layout.windowLines - 1)
        switch action {
        case .scrollDown: state.scroll = min(maxScroll, state.scroll + 1)
        case .scrollUp: state.scroll = max(0, state.scroll - 1)
        case .pageDown: state.scroll = min(maxScroll, state.scroll + page)
        case .pageUp: state.scroll = max(0, state.scroll - page)
        case .top: state.scroll = 0
        case .bottom: state.scroll = maxScroll
        case .buyTicket: router.navigate(to: .ticketPurchase(state.id))
        case .showOnMap: router.navigate(to: .map(focus: state.id))
        case .showCoupons: router.navigate(to: .coupons(state.id))
        }
    }
}
