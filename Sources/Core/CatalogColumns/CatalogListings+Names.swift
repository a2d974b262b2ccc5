import Entities

extension CatalogListings {
    /// The names of `ids` the catalog has, for rows that keep a name of their own (`FacilityNames`):
    /// one O(1) id lookup each, so bounded by the rows, not by the catalog.
    public func names(for ids: some Sequence<FacilityID>) -> FacilityNames {
        var names: [FacilityID: FacilityNames.Name] = [:]
        for id in ids where names[id] == nil {
            guard let position = position(of: id) else { continue }
            names[id] = FacilityNames.Name(name: name(at: position), hepburn: hepburn(at: position))
        }
        return FacilityNames(names)
    }
}
