/// Everything the user can do on a pass.
public enum PassAction: Sendable, Equatable {
    case reload
    /// A plain-text summary (and the code) to the clipboard (OSC 52).
    case share
}
