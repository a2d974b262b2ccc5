import CatalogColumns
import Entities

extension CatalogStore {
    /// The catalog's names for `ids` as it is now: one O(1) lookup each (`FacilityNames`). Before
    /// the catalog has loaded it knows none, and rows show the names they kept.
    public func names(for ids: some Sequence<FacilityID>) -> FacilityNames { listings.names(for: ids) }
}
