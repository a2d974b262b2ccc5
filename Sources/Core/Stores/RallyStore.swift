import Dependencies
import Entities
import Observation

/// The rallies (湯めぐり帳) the app knows. A minimal in-memory version for the pass; the real
/// store, with the rally data, replaces this file.
@MainActor
@Observable
public final class RallyStore {
    public private(set) var rallies: [Rally] = []

    public nonisolated init() {}

    public init(rallies: [Rally]) { self.rallies = rallies }

    public func rally(_ id: RallyID) -> Rally? { rallies.first { $0.id == id } }

    public func load() async {}
}

extension RallyStore: DependencyKey {
    public nonisolated static let liveValue = RallyStore()
    public nonisolated static var testValue: RallyStore { RallyStore() }
}

extension DependencyValues {
    public var rallyStore: RallyStore {
        get { self[RallyStore.self] }
        set { self[RallyStore.self] = newValue }
    }
}
