import Entities

extension CatalogListings {
    /// What the pictures of the record and `yumeguri stats` need of a visited area, or nil when the
    /// catalog does not have it.
    public func visitedArea(_ id: FacilityID) -> VisitedArea? {
        position(of: id).map(visitedArea(at:))
    }

    public func visitedArea(at position: Int) -> VisitedArea {
        VisitedArea(prefectureCode: prefectureCode(at: position), categories: springCategories(at: position), coordinate: coordinate(at: position))
    }
}
