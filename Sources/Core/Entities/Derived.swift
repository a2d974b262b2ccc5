/// A value kept beside the fields it is derived from, to spare work where it is read often: it
/// takes no part in equality or hashing, so two values with the same fields stay equal whether
/// or not one of them carries it.
public struct Derived<Value: Sendable>: Hashable, Sendable {
    public var value: Value

    public init(_ value: Value) { self.value = value }

    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
