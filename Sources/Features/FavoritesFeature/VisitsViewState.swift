import Entities
import Widgets

/// One line of the visit history.
public struct VisitRow: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var facilityID: FacilityID
    public var date: VisitDate
    public var name: String
    public var prefectureName: String
    public var rating: Int
    public var note: String
}

/// A row with the text the filter looks in, lowercased once: place, prefecture, note, date and id.
struct SearchableRow: Sendable {
    let row: VisitRow
    let haystack: String

    init(_ row: VisitRow) {
        self.row = row
        haystack = [row.name, row.prefectureName, row.note, row.date.description, row.facilityID.rawValue]
            .joined(separator: "\u{1F}").lowercased()
    }

    private static func occurs(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first else { return true }
        guard pattern.count <= text.count else { return false }
        var start = 0
        let last = text.count - pattern.count
        while start <= last {
            if text[start] == first {
                var matched = 1
                while matched < pattern.count, text[start + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return true }
            }
            start += 1
        }
        return false
    }

    /// Whether `needle` (lowercased) occurs in the row's text: a byte search over UTF-8, which for
    /// text lowercased alike finds what `String.contains` finds, many times faster over a long log.
    func contains(_ needle: String) -> Bool {
        var haystack = haystack, needle = needle
        return haystack.withUTF8 { text in
            needle.withUTF8 { pattern in
                Self.occurs(pattern, in: text)
            }
        }
    }
}

/// What the visit log screen owns: where the selection is, and the filter.
public struct VisitsViewState: Equatable, Sendable {
    public enum Focus: Equatable, Sendable { case list, filter }

    public var focus: Focus = .list
    public var filter = TextFieldState(maxLength: 64)
    public var viewport = ListViewport()

    public init() {}
}

/// What the visit log shows that the stores own (the stamp card and the history, newest first):
/// computed from `VisitLogStore` and the catalog when drawing, never stored in the screen's state.
public struct VisitsContent: Equatable, Sendable {
    public var isLoaded: Bool
    /// After the filter.
    public var rows: [VisitRow]
    /// How many visits there are before the filter.
    public var total: Int
    /// The stamp card counts every visit, whatever the filter shows.
    public var stamps: StampSummary?

    public init(isLoaded: Bool = false, rows: [VisitRow] = [], total: Int? = nil, stamps: StampSummary? = nil) {
        self.isLoaded = isLoaded
        self.rows = rows
        self.total = total ?? rows.count
        self.stamps = stamps
    }
}
