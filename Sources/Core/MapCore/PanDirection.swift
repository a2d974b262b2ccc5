/// A pan step; `init?(key:)` maps vi keys so the app's key handling stays a one-liner.
public enum PanDirection: Sendable, Hashable, CaseIterable {
    case left, down, up, right

    public init?(key: Character) {
        switch key {
        case "h": self = .left
        case "j": self = .down
        case "k": self = .up
        case "l": self = .right
        default: return nil
        }
    }
}
