import Localization

/// Why a row of a catalog or rally file was left out or refused: the reason
/// `CatalogError.malformed` carries as a typed value, put into words in the language in force when
/// it is printed. The catalog database keeps the skipped rows' reasons as these values (Codable),
/// so `catalog check` says them in the language of the reader, not of whoever built the catalog.
/// Values from the files are cut to one short line where the row is read.
public enum CatalogRowText: SampledCatalog, Equatable, Codable {
    // Any CSV file
    case emptyFile
    case missingColumn(String)
    case fieldCount(expected: Int, found: Int)
    case emptyField(String)
    case notAnInteger(field: String, value: String)
    case notANumber(field: String, value: String)
    case tooSmallToStore(field: String, value: String)
    case outside(field: String, value: String, lowest: String, highest: String)
    case quoteRunsOn(kilobytes: Int)
    case quoteNotClosed
    case quoteAcrossLines(fields: Int, expected: Int)
    case recordTooLong(kibibytes: Int)
    case fieldTooLong(field: String, bytes: Int, kibibytes: Int)
    case fieldNumberTooLong(number: Int, bytes: Int, kibibytes: Int)
    case nulByte(at: Int)
    case notUTF8(at: Int)
    // The catalog's files
    case unknownRegion(String)
    case unknownPrefecture(field: String, code: String)
    case sourcesBelowOne
    case noPosition
    case duplicateID(String)
    case memberNotInAreas(String)
    case namedNotInNamed(String)
    case nothingToSynthesise
    // The rally files
    case tooManyRallies(Int)
    case notARallyID(String)
    case rallyTwice(String)
    case rallyKind
    case noSuchRally(id: String, file: String)
    case positionsOutOfOrder(rally: String)
    case tooManyMembers(rally: String, limit: Int)
    case notAFacilityID(String)
    case memberTwice(area: String, position: Int, rally: String)
    case rallyWithoutMembers(String)
    case fileTooLarge(bytes: Int, limit: Int)
    case longerThan(field: String, limit: Int)
    case forbiddenScalar(field: String, scalar: String)

    public static let samples: [CatalogRowText] = [
        .emptyFile, .missingColumn("pref_code"), .fieldCount(expected: 2, found: 3), .fieldCount(expected: 1, found: 2), .emptyField("id"),
        .notAnInteger(field: "year", value: "x"), .notANumber(field: "lat", value: "x"), .tooSmallToStore(field: "ph", value: "1e-400"),
        .outside(field: "ph", value: "15", lowest: "0", highest: "14"), .quoteRunsOn(kilobytes: 64), .quoteNotClosed,
        .quoteAcrossLines(fields: 3, expected: 9), .recordTooLong(kibibytes: 64), .fieldTooLong(field: "name", bytes: 5000, kibibytes: 4),
        .fieldNumberTooLong(number: 12, bytes: 5000, kibibytes: 4),
        .nulByte(at: 3), .notUTF8(at: 7), .unknownRegion("9"), .unknownPrefecture(field: "pref_code", code: "99"), .sourcesBelowOne,
        .noPosition, .duplicateID("aist-1"), .memberNotInAreas("aist-0000"), .namedNotInNamed("aist-0000"), .nothingToSynthesise,
        .tooManyRallies(200), .notARallyID("Bad_ID"), .rallyTwice("one"), .rallyKind, .noSuchRally(id: "other", file: "onsen/rallies.csv"),
        .positionsOutOfOrder(rally: "one"), .tooManyMembers(rally: "one", limit: 100), .notAFacilityID("x-y-z"),
        .memberTwice(area: "aist-2711", position: 1, rally: "one"), .rallyWithoutMembers("one"), .fileTooLarge(bytes: 9_000_000, limit: 1_048_576),
        .longerThan(field: "name", limit: 200), .forbiddenScalar(field: "summary", scalar: "U+202E"),
    ]
}
