/// A cell that the terminal must be told about.
public struct CellChange: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var cell: Cell
}

/// Compares the next frame with the one on screen so only changed cells are written.
public enum FrameDiff {
    /// The changes that turn `old` into `new`, in row-major order. With no previous frame, or after
    /// a resize, every cell is a change. A changed continuation cell is written through its wide head.
    public static func changes(from old: Canvas?, to new: Canvas) -> [CellChange] {
        let width = new.size.width
        guard let old, old.size == new.size else {
            return new.cells.indices.compactMap { index in
                let cell = new.cells[index]
                return cell.kind == .continuation ? nil : CellChange(x: index % width, y: index / width, cell: cell)
            }
        }
        var changes: [CellChange] = []
        var lastWritten = -1
        for index in new.cells.indices where new.cells[index] != old.cells[index] {
            var target = index
            if new.cells[index].kind == .continuation, index % width > 0 { target = index - 1 }
            if target == lastWritten { continue }
            let cell = new.cells[target]
            if cell.kind == .continuation { continue }
            changes.append(CellChange(x: target % width, y: target / width, cell: cell))
            lastWritten = target
        }
        return changes
    }
}
