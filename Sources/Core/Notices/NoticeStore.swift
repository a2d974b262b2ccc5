import Dependencies
import Observation

/// One line of news for the status bar: what happened (a rally completed) or what went wrong (a
/// favourite that could not be saved).
public struct Notice: Equatable, Sendable {
    public enum Kind: Sendable { case news, error }

    public var text: String
    public var kind: Kind

    public init(_ text: String, kind: Kind = .news) {
        self.text = text
        self.kind = kind
    }
}

/// App-wide notices for the status bar: a store that has news or an error for the user posts it
/// here, and the shell shows it until the next key, whichever screen is up. A module of its own, so
/// the shell reads notices without the stores.
@MainActor
@Observable
public final class NoticeStore {
    public private(set) var current: Notice?

    public nonisolated init() {}

    public var message: String? { current?.text }

    public func post(_ message: String, kind: Notice.Kind = .news) { current = Notice(message, kind: kind) }

    public func dismiss() { if current != nil { current = nil } }
}

extension NoticeStore: DependencyKey {
    public nonisolated static let liveValue = NoticeStore()
    public nonisolated static var testValue: NoticeStore { NoticeStore() }
}

extension DependencyValues {
    public var noticeStore: NoticeStore {
        get { self[NoticeStore.self] }
        set { self[NoticeStore.self] = newValue }
    }
}
