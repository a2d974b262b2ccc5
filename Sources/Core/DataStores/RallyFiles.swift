import Entities
import Foundation

/// The curated rallies of a catalog (`onsen/rallies.csv` and `onsen/rally_members.csv`, see
/// `Resources/onsen/README.md`). Both are optional: a catalog without them has only the stamp card.
public enum RallyFiles {
    public static let ralliesPath = "onsen/rallies.csv"
    public static let membersPath = "onsen/rally_members.csv"

    /// Reads both files from a catalog folder; [] when neither exists. A bad row fails the whole
    /// list with its file and line: a rally missing a member would quietly change its progress.
    public static func load(directory: URL) throws(CatalogError) -> [Rally] {
        let files = CatalogSourceFiles(directory: directory)
        let manager = FileManager.default
        let hasRallies = manager.fileExists(atPath: files.url(ralliesPath).path)
        let hasMembers = manager.fileExists(atPath: files.url(membersPath).path)
        guard hasRallies || hasMembers else { return [] }
        for path in [ralliesPath, membersPath] { try checkSize(files.url(path).path, file: path) }
        let rallies = try CSVTable(file: ralliesPath, bytes: Array(files.read(ralliesPath)))
        let members = try CSVTable(file: membersPath, bytes: Array(files.read(membersPath)))
        return try parse(rallies: rallies, members: members)
    }

    /// The same from the files' text (tests).
    public static func parse(rallies: String, members: String) throws(CatalogError) -> [Rally] {
        try parse(rallies: CSVTable(file: ralliesPath, text: rallies), members: CSVTable(file: membersPath, text: members))
    }

    static func parse(rallies: CSVTable, members: CSVTable) throws(CatalogError) -> [Rally] {
        // summary_en and source_en are optional: a catalog folder of one's own may have written none.
        let english = ["summary_en", "source_en"].filter(rallies.header.contains)
        let rallyColumns = try rallies.columns(["id", "name", "name_en", "kind", "summary", "source", "note"] + english)
        if rallies.rows.count > maximumRallies {
            let first = rallies.row(maximumRallies, columns: rallyColumns)
            throw .malformed(file: first.file, line: first.line, reason: .tooManyRallies(maximumRallies))
        }
        var result: [Rally] = []
        var positionOf: [RallyID: Int] = [:]
        for index in rallies.rows.indices {
            let row = rallies.row(index, columns: rallyColumns)
            let id = RallyID(try row.required("id"))
            guard id.isWellFormed, id != .prefectures else {
                throw .malformed(file: row.file, line: row.line, reason: .notARallyID(DisplayText.cut(id.rawValue)))
            }
            guard positionOf[id] == nil else { throw .malformed(file: row.file, line: row.line, reason: .rallyTwice(id.rawValue)) }
            guard let kind = Rally.Kind(rawValue: try row.required("kind")), kind != .prefectures else {
                throw .malformed(file: row.file, line: row.line, reason: .rallyKind)
            }
            positionOf[id] = result.count
            result.append(Rally(
                id: id, name: try clean(row, "name", required: true), englishName: try clean(row, "name_en", required: true),
                kind: kind, summary: try clean(row, "summary"), englishSummary: try clean(row, "summary_en"), source: try clean(row, "source"),
                englishSource: try clean(row, "source_en"), note: try clean(row, "note"),
                members: []))
        }
        let memberColumns = try members.columns(["rally_id", "position", "name", "prefecture", "area_id", "note"])
        for index in members.rows.indices {
            let row = members.row(index, columns: memberColumns)
            let rallyID = RallyID(try row.required("rally_id"))
            guard let place = positionOf[rallyID] else {
                throw .malformed(file: row.file, line: row.line, reason: .noSuchRally(id: DisplayText.cut(rallyID.rawValue), file: ralliesPath))
            }
            guard let position = try row.int("position"), position == result[place].members.count + 1 else {
                throw .malformed(file: row.file, line: row.line, reason: .positionsOutOfOrder(rally: rallyID.rawValue))
            }
            guard position <= maximumMembers else {
                throw .malformed(file: row.file, line: row.line, reason: .tooManyMembers(rally: rallyID.rawValue, limit: maximumMembers))
            }
            let area = row.text("area_id")
            if !area.isEmpty, !FacilityID(area).isWellFormed {
                throw .malformed(file: row.file, line: row.line, reason: .notAFacilityID(DisplayText.cut(area)))
            }
            // One bath listed twice would count one visit twice (5/5 制覇 after one visit).
            if !area.isEmpty, let earlier = result[place].members.first(where: { $0.areas.contains(FacilityID(area)) }) {
                throw .malformed(file: row.file, line: row.line,
                                 reason: .memberTwice(area: area, position: earlier.position, rally: rallyID.rawValue))
            }
            result[place].members.append(RallyMember(
                position: position, name: try clean(row, "name", required: true), prefectureName: try clean(row, "prefecture", required: true),
                areas: area.isEmpty ? [] : [FacilityID(area)], note: try clean(row, "note")))
        }
        if let empty = result.first(where: { $0.members.isEmpty }) {
            throw .malformed(file: membersPath, line: 1, reason: .rallyWithoutMembers(empty.id.rawValue))
        }
        return result
    }

    /// Bounds, like the catalog's: far beyond any real set of rallies (日本百名湯 has 100 members),
    /// and small enough that reading them is instant (100,000 rallies took 6.8 s and 288 MB).
    public static let maximumFileBytes: Int64 = 4 * 1024 * 1024
    public static let maximumRallies = 1_000
    /// A rally's whole tour fits in one plan.
    public static let maximumMembers = DayPlan.maximumStops
    public static let maximumFieldLength = 500

    /// A file over `maximumFileBytes`, or one that is not a regular file (a FIFO would block the
    /// read for ever), is refused before a byte is read.
    static func checkSize(_ path: String, file: String) throws(CatalogError) {
        switch RegularFile.examine(path) {
        case .missing: return
        case .notRegular(let kind): throw .dataDirectory(path: path, reason: "\(kind), not a regular file")
        case .regular(let bytes) where bytes > maximumFileBytes:
            throw .malformed(file: file, line: 1, reason: .fileTooLarge(bytes: Int(bytes), limit: Int(maximumFileBytes)))
        case .regular: return
        }
    }

    /// A field as text a screen may show: no control character, line or paragraph separator, or
    /// direction override (the files are data, and data is not trusted).
    private static func clean(_ row: CSVRow, _ name: String, required: Bool = false) throws(CatalogError) -> String {
        let value = required ? try row.required(name) : row.text(name)
        if value.count > maximumFieldLength {
            throw .malformed(file: row.file, line: row.line, reason: .longerThan(field: name, limit: maximumFieldLength))
        }
        if let bad = value.unicodeScalars.first(where: isUnsafe) {
            throw .malformed(file: row.file, line: row.line, reason: .forbiddenScalar(field: name, scalar: "U+\(String(bad.value, radix: 16, uppercase: true))"))
        }
        return value
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
