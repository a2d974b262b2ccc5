import CatalogColumns
import Entities
import JapaneseSearch

extension FacilitySearchEngine {
    /// A query that names a spring type or an effect: the areas whose names match it first (硫黄谷
    /// for `硫黄`), then every area of the types, in the order the empty query lists them. Not
    /// refined by the next keystroke: such queries are rare and whole words.
    func run(_ request: SearchRequest, spring: SpringQueryMatch) -> SearchOutcome {
        let named = index.result(for: request.query, limit: nil, also: SpringCategoryWords.matcher(listings))
        var typeFilter = FacilityFilter()
        typeFilter.springCategories = spring.categories
        let ofType = listings.matcher(for: typeFilter)
        var seen = Set<Int>()
        var rows: [ResultRow] = []
        for hit in named.hits where seen.insert(hit.id).inserted { rows.append(ResultRow(index: hit.id, match: hit)) }
        for hit in index.result(for: "", limit: nil).hits where ofType.matches(hit.id) && seen.insert(hit.id).inserted {
            rows.append(ResultRow(index: hit.id))
        }
        let matchedCount = rows.count
        if !request.filter.isEmpty {
            let matcher = listings.matcher(for: request.filter)
            rows = rows.filter { matcher.matches($0.index) }
        }
        if request.sort != .relevance {
            rows = request.sort.apply(rows, in: listings, position: \.index)
        } else if request.filter.isEmpty, let limit = request.limit {
            rows = Array(rows.prefix(max(0, limit)))
        }
        var outcome = SearchOutcome(request: request, listings: listings, rows: rows, matchedCount: matchedCount,
                                    isQueryTruncated: named.isQueryTruncated)
        outcome.springMatch = spring
        return outcome
    }
}

extension SearchRequest {
    /// The query as the search takes it: one of punctuation or spaces only (`?`, `!!`) is none,
    /// so the list says "all" instead of naming a query that matched nothing in particular.
    public static func meaningfulQuery(_ text: String) -> String {
        SearchIndex.isBlankQuery(text) ? "" : text
    }
}
