import Entities
import Stores
import Widgets

/// One 療養泉 type on the passport: how many of its areas the log has, and a bar for it.
public struct PassportStamp: Equatable, Sendable {
    public var type: SpringCategory
    public var areas: Int
    public var visits: Int
    /// Tenths of the longest bar (the type with the most areas visited).
    public var bar: Int
}

/// Everything the passport draws: the ten types, the selected one's areas still to visit
/// (nearest first), and where "nearest" is measured from.
public struct SpringPassportViewState: Equatable, Sendable {
    public enum Focus: Equatable, Sendable { case types, areas }

    public var isLoaded = false
    public var stamps: [PassportStamp] = []
    public var selection = 0
    public var focus = Focus.types
    /// Nil while they are being found.
    public var areas: [PassportArea]?
    public var viewport = ListViewport()
    public var anchor: PassportAnchor?

    public init() {}

    public var collected: Int { stamps.count { $0.areas > 0 } }
    public var selectedType: SpringCategory? { stamps.indices.contains(selection) ? stamps[selection].type : nil }
}
