import CatalogColumns
import Entities

/// Which areas a filter over a list of places keeps (the favourites, the visit log): the query is
/// matched as the search tab matches it — kanji, kana or romaji, aliases, the prefecture, several
/// words — so `gunma`, `dogo` and `おおいた` filter those lists as they search. Fuzzy matches are
/// left out: a filter narrows a list the user can already see, and scattered letters only add noise.
public struct PlaceFilter: Sendable {
    public let query: String
    private let listings: CatalogListings
    /// By position in `listings`.
    private let kept: [Bool]

    init(query: String, listings: CatalogListings, kept: [Bool]) {
        self.query = query
        self.listings = listings
        self.kept = kept
    }

    /// Whether the area with `id` matches the query (an area the catalog lacks never does).
    public func keeps(_ id: FacilityID) -> Bool {
        listings.position(of: id).map(keeps(position:)) ?? false
    }

    /// Whether the area at `position` of the catalog's listings matches the query.
    public func keeps(position: Int) -> Bool {
        kept.indices.contains(position) && kept[position]
    }
}

extension FacilitySearchEngine {
    /// The filter for `query` over this catalog's areas (see `PlaceFilter`).
    public func placeFilter(_ query: String) -> PlaceFilter {
        var kept = [Bool](repeating: query.isEmpty, count: listings.count)
        if !query.isEmpty {
            for row in run(SearchRequest(query: query)).rows where row.match?.tier != .fuzzy { kept[row.index] = true }
        }
        return PlaceFilter(query: query, listings: listings, kept: kept)
    }
}
