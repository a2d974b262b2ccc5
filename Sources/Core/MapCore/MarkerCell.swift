/// The markers that fall in one terminal cell.
public struct MarkerCell: Sendable, Hashable {
    public let x: Int
    public let y: Int
    /// All points in the cell, which may exceed `ids.count`.
    public let count: Int
    /// The first ids in input order, at most the `idsPerCell` asked of `MarkerLayer.aggregate`.
    public let ids: [Int]

    public init(x: Int, y: Int, count: Int, ids: [Int]) {
        self.x = x
        self.y = y
        self.count = count
        self.ids = ids
    }
}
