import CatalogColumns
import Entities

/// The catalog's names for the areas a command's rows name (a ticket, an order, a desk's verdict
/// keep the name they were made with: `FacilityNames`). Empty when the catalog cannot be read:
/// the rows then print the names they kept, which is no reason to fail the command.
enum CatalogNames {
    static func of(_ ids: some Sequence<FacilityID>, _ options: some CatalogOptions) async -> FacilityNames {
        let ids = Set(ids)
        guard !ids.isEmpty, let context = try? await UserDataContext.open(options) else { return FacilityNames() }
        return context.listings.names(for: ids)
    }
}
