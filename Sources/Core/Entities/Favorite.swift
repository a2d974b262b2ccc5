import Foundation

/// A facility on the user's shortlist. `position` is the user's own order (smaller first); it is
/// assigned by the database inside the write, so two instances adding at once never collide.
public struct Favorite: Hashable, Codable, Sendable, Identifiable {
    public var id: FacilityID
    public var position: Int
    public var addedAt: Date

    public init(id: FacilityID, position: Int, addedAt: Date) {
        self.id = id
        self.position = position
        self.addedAt = addedAt
    }
}
