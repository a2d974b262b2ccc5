extension CatalogRowText {
    public var en: String {
        switch self {
        case .emptyFile: "empty file, expected a header row"
        case .missingColumn(let name): "missing column '\(name)'"
        case .fieldCount(let expected, let found): "expected \(expected) \(expected == 1 ? "field" : "fields"), found \(found)"
        case .emptyField(let name): "empty '\(name)'"
        case .notAnInteger(let field, let value): "'\(field)' is not an integer: \(value)"
        case .notANumber(let field, let value): "'\(field)' is not a number: \(value)"
        case .tooSmallToStore(let field, let value): "'\(field)' is too small to store: \(value)"
        case .outside(let field, let value, let lowest, let highest): "'\(field)' \(value) is outside \(lowest)…\(highest)"
        case .quoteRunsOn(let kilobytes): "a quoted field runs on for more than \(kilobytes) KB of lines (a stray '\"'?)"
        case .quoteNotClosed: "a quoted field is not closed by the end of the file (a stray '\"'?)"
        case .quoteAcrossLines(let fields, let expected):
            "a quoted field runs across a line break and its record has \(fields) fields, not \(expected) (a stray '\"'?)"
        case .recordTooLong(let kibibytes): "the record is longer than \(kibibytes) KiB; the row is left out"
        case .fieldTooLong(let field, let bytes, let kibibytes):
            "'\(field)' is \(bytes) bytes, more than the \(kibibytes) KiB a field may hold; the row is left out"
        case .fieldNumberTooLong(let number, let bytes, let kibibytes):
            "field \(number) is \(bytes) bytes, more than the \(kibibytes) KiB a field may hold; the row is left out"
        case .nulByte(let at): "a NUL byte at byte \(at) of the record"
        case .notUTF8(let at): "bytes that are not UTF-8 at byte \(at) of the record"
        case .unknownRegion(let id): "unknown region_id '\(id)'"
        case .unknownPrefecture(let field, let code): "unknown \(field) '\(code)'"
        case .sourcesBelowOne: "'n_sources' must be at least 1"
        case .noPosition: "missing or impossible lat/lng"
        case .duplicateID(let id): "duplicate id '\(id)'"
        case .memberNotInAreas(let id): "member id '\(id)' is not in aist_onsen_areas.csv"
        case .namedNotInNamed(let id): "named id '\(id)' is not in aist_onsen_named.csv"
        case .nothingToSynthesise: "no rows to base a synthetic catalog on"
        case .tooManyRallies(let limit): "more than \(limit) rallies"
        case .notARallyID(let id): "'\(id)' is not a rally id (a-z, 0-9 and -)"
        case .rallyTwice(let id): "rally '\(id)' twice"
        case .rallyKind: "kind must be famous or resort"
        case .noSuchRally(let id, let file): "no rally '\(id)' in \(file)"
        case .positionsOutOfOrder(let rally): "positions of '\(rally)' must run 1, 2, 3 … in file order"
        case .tooManyMembers(let rally, let limit): "rally '\(rally)' has more than \(limit) members"
        case .notAFacilityID(let text): "'\(text)' is not a facility id"
        case .memberTwice(let area, let position, let rally): "'\(area)' is already member \(position) of '\(rally)': a bath counts once"
        case .rallyWithoutMembers(let id): "rally '\(id)' has no members"
        case .fileTooLarge(let bytes, let limit): "\(bytes) bytes, more than a rally file may have (\(limit))"
        case .longerThan(let field, let limit): "'\(field)' is longer than \(limit) characters"
        case .forbiddenScalar(let field, let scalar): "'\(field)' contains \(scalar)"
        }
    }
}
