import Dependencies
import Observation

/// App-wide notices for the status bar: a store that has news for the user (a rally completed)
/// posts it here, and the shell shows it until the next key, whichever screen is up.
@MainActor
@Observable
public final class NoticeStore {
    public private(set) var message: String?

    public nonisolated init() {}

    public func post(_ message: String) { self.message = message }

    public func dismiss() { if message != nil { message = nil } }
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
