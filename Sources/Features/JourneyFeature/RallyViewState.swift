import Entities
import Widgets

/// One rally's page: the rally and its progress (from `RallyStore`), the next member to visit,
/// and the selection in the member list.
public struct RallyViewState: Equatable, Sendable {
    public struct Next: Equatable, Sendable {
        public var member: RallyMember
        public var kilometres: Double
        /// The place of the last visit it is measured from.
        public var fromName: String
    }

    public enum Phase: Equatable, Sendable {
        case loading
        case notFound(RallyID)
        case ready(RallyProgress)
    }

    /// The rally's name, for the breadcrumb.
    public var title: String
    public var phase: Phase
    public var next: Next?
    /// Each member's catalog name, when it differs from the rally's name for it.
    public var catalogNames: [Int: String]
    /// Each member's prefecture as the catalog names it (`Gunma` in English).
    public var prefectureNames: [Int: String] = [:]
    public var viewport: ListViewport
    /// The multi-bath pass the rally sells, when it sells one.
    public var pass: RallyPassTerms?
    public var message: String?

    public init(title: String = "", phase: Phase = .loading, next: Next? = nil, catalogNames: [Int: String] = [:],
                viewport: ListViewport = ListViewport(), pass: RallyPassTerms? = nil, message: String? = nil) {
        self.title = title
        self.pass = pass
        self.message = message
        self.phase = phase
        self.next = next
        self.catalogNames = catalogNames
        self.viewport = viewport
    }

    public var progress: RallyProgress? {
        if case .ready(let progress) = phase { return progress }
        return nil
    }
}
