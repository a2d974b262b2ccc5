import Dependencies
import Observation

/// Text a screen wants on the user's clipboard (`y`). Screens never write to the terminal: they
/// leave the text here, and the shell hands it to its terminal (OSC 52) after the key, so it
/// works over SSH and inside tmux (`set-clipboard on`) without any helper program.
@MainActor
@Observable
public final class Clipboard {
    public private(set) var pending: String?

    public nonisolated init() {}

    public func copy(_ text: String) {
        pending = text
    }

    /// The text to send, once.
    public func take() -> String? {
        defer { pending = nil }
        return pending
    }
}

extension Clipboard: DependencyKey {
    public nonisolated static let liveValue = Clipboard()
    public nonisolated static var testValue: Clipboard { Clipboard() }
}

extension DependencyValues {
    public var clipboard: Clipboard {
        get { self[Clipboard.self] }
        set { self[Clipboard.self] = newValue }
    }
}
