/// A cell position: `x` is the column, `y` the row, both from 0 at the top left.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width)×\(height)" }

    public func fits(_ minimum: Size) -> Bool { width >= minimum.width && height >= minimum.height }
}

public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(_ p: Point) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }

    public func intersection(_ other: Rect) -> Rect {
        let nx = max(x, other.x), ny = max(y, other.y)
        return Rect(x: nx, y: ny, width: min(maxX, other.maxX) - nx, height: min(maxY, other.maxY) - ny)
    }

    public func inset(by n: Int) -> Rect { Rect(x: x + n, y: y + n, width: width - 2 * n, height: height - 2 * n) }
    public func inset(dx: Int, dy: Int) -> Rect { Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy) }

    /// Cuts `count` rows off the top: returns (top, rest).
    public func splitTop(_ count: Int) -> (Rect, Rect) {
        let n = min(max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: n), Rect(x: x, y: y + n, width: width, height: height - n))
    }

    /// Cuts `count` rows off the bottom: returns (rest, bottom).
    public func splitBottom(_ count: Int) -> (Rect, Rect) {
        let n = min(max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: height - n), Rect(x: x, y: maxY - n, width: width, height: n))
    }

    /// Cuts `count` columns off the right: returns (rest, right).
    public func splitRight(_ count: Int) -> (Rect, Rect) {
        let n = min(max(0, count), width)
        return (Rect(x: x, y: y, width: width - n, height: height), Rect(x: maxX - n, y: y, width: n, height: height))
    }

    /// A rectangle of at most `size`, centred in this one.
    public func centered(_ size: Size) -> Rect {
        let w = min(size.width, width), h = min(size.height, height)
        return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
    }

    public func row(_ index: Int) -> Rect { Rect(x: x, y: y + index, width: width, height: index < height ? 1 : 0) }
}
