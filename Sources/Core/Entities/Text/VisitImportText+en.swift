extension VisitImportText {
    public var en: String {
        switch self {
        case .emptyFile: "the file is empty; a header row was expected"
        case .notUTF8: "the row is not UTF-8 text"
        case .missingColumn(let name): "the header has no column '\(name)'"
        case .fieldCount(let expected, let found):
            "expected \(expected) \(expected == 1 ? "field" : "fields"), found \(found)"
        case .unterminatedQuote: "a quoted field is not closed"
        case .notAnArray: "expected a JSON array of visits (not valid JSON)"
        case .unexpectedComma: "a comma where a visit was expected (not valid JSON)"
        case .missingComma: "a comma is missing between visits (not valid JSON)"
        case .notAnObject: "each visit must be a JSON object"
        case .trailingComma: "a comma before a closing bracket (not valid JSON)"
        case .textAfterArray: "text after the closing bracket (not valid JSON)"
        case .endsInsideVisit: "the file ends inside a visit (not valid JSON)"
        case .notAnInteger(let field): "'\(field)' must be an integer from 1 to 5"
        case .notAString(let field): "'\(field)' must be a string"
        case .wrongType(let field): "'\(field)' has a value of the wrong type"
        case .missingField(let field): "missing '\(field)'"
        case .nullField(let field): "'\(field)' is null"
        case .notAValidObject: "not a valid JSON object"
        case .date(let problem): problem.textKey.en
        case .ratingNotANumber(let rating): "rating '\(rating)' is not a number from 1 to 5"
        case .rule(let rule): rule.en
        case .unknownFacility(let id): DataErrorText.noSuchArea(id).en
        }
    }
}
