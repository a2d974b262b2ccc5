import Localization

/// Why a row of a visit file cannot be imported: the reason `UserDataError.badImportRow` carries as a
/// typed value, so it is put into words in the language in force when the error is printed, not
/// when the file was read. Values from the file are cut to one short line when the row is read.
public enum VisitImportText: SampledCatalog, Equatable {
    // The file as a whole
    case emptyFile
    case notUTF8
    case missingColumn(String)
    case fieldCount(expected: Int, found: Int)
    case unterminatedQuote
    // JSON structure
    case notAnArray
    case unexpectedComma
    case missingComma
    case notAnObject
    case trailingComma
    case textAfterArray
    case endsInsideVisit
    // JSON values
    case notAnInteger(field: String)
    case notAString(field: String)
    case wrongType(field: String)
    case missingField(String)
    case nullField(String)
    case notAValidObject
    // The visit in the row
    case date(VisitDate.ParseError)
    case ratingNotANumber(String)
    case rule(LocalizedText)
    case unknownFacility(String)

    public static let samples: [VisitImportText] = [
        .emptyFile, .notUTF8, .missingColumn("facility_id"), .fieldCount(expected: 6, found: 1), .fieldCount(expected: 6, found: 7),
        .unterminatedQuote, .notAnArray, .unexpectedComma, .missingComma, .notAnObject, .trailingComma, .textAfterArray,
        .endsInsideVisit, .notAnInteger(field: "rating"), .notAString(field: "note"), .wrongType(field: "date"),
        .missingField("date"), .nullField("rating"), .notAValidObject, .date(.format("2026/01/02")), .date(.noSuchDay("2026-02-30")),
        .ratingNotANumber("★★"), .rule(VisitRulesText.ratingOutOfRange(rating: 9).localized), .unknownFacility("aist-99999"),
    ]
}

extension VisitDate.ParseError {
    /// The catalog key of this error, for a sentence that quotes it in either language.
    var textKey: DateText {
        switch self {
        case .format(let text): .notADate(text)
        case .noSuchDay(let text): .noSuchDay(text)
        }
    }
}
