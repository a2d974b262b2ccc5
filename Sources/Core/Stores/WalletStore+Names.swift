import Entities
import Observing

extension WalletStore {
    /// Every area the wallet names: its tickets', its orders', the unconfirmed orders' and where
    /// its passes were used.
    var namedAreas: Set<FacilityID> {
        var ids = Set(tickets.map(\.facilityID))
        ids.formUnion(ticketOrders.map(\.facilityID))
        ids.formUnion(passes.flatMap { $0.uses.map(\.area) })
        for order in pendingOrders { ids.formUnion(order.draft.namedAreas) }
        return ids
    }

    /// Looks the wallet's areas up in the catalog as it is now (bounded by the wallet's rows: one
    /// O(1) lookup each). Before the catalog has loaded it finds none, and the rows show the names
    /// they kept until `followCatalog` resolves them again.
    func resolveNames() {
        let names = catalog.names(for: namedAreas)
        if names != facilityNames { facilityNames = names }
    }

    /// Resolves the names again whenever the catalog changes (it loads after the first frame, or
    /// is rebuilt), until the calling task is cancelled: a screen that shows the wallet runs it as
    /// an effect, so it ends with the screen.
    public func followCatalog() async {
        while !Task.isCancelled {
            resolveNames()
            let catalog = self.catalog
            await observedChange { _ = catalog.revision }
        }
    }

    /// A ticket's area in the language in force (`Kusatsu 草津`), else the name it kept.
    public func facilityName(of ticket: Ticket) -> String { facilityNames.display(ticket) }
}
