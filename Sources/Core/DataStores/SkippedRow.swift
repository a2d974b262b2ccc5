import Entities
import Foundation

/// A skipped row as the catalog database keeps it (meta `skippedReport`, a JSON array): its file,
/// line and typed reason, so `catalog check` describes it in the reader's language, not in the
/// language of the process that built the catalog. The catalog schema's version (7) names this
/// form; a catalog of another version is rebuilt before it is read.
struct SkippedRow: Codable {
    var file: String
    var line: Int
    var reason: CatalogRowText

    static func encode(_ problems: [CatalogError]) -> String {
        let rows = problems.compactMap { problem -> SkippedRow? in
            guard case .malformed(let file, let line, let reason) = problem else { return nil }
            return SkippedRow(file: file, line: line, reason: reason)
        }
        return (try? JSONEncoder().encode(rows)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// The rows, or none when the text is not this form (an edited meta row lists nothing rather
    /// than stopping the catalog).
    static func decode(_ text: String) -> [CatalogError] {
        guard let rows = try? JSONDecoder().decode([SkippedRow].self, from: Data(text.utf8)) else { return [] }
        return rows.map { .malformed(file: $0.file, line: $0.line, reason: $0.reason) }
    }
}
