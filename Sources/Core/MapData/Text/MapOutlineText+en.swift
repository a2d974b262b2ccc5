import MapCore

extension MapOutlineText {
    public var en: String {
        switch self {
        case .failure(let error): Self.english(error)
        }
    }

    private static func english(_ error: MapOutlineError) -> String {
        switch error {
        case .unreadable(_, .noMapFolder): english(MapReadProblem.noMapFolder)
        case .unreadable(let file, let reason): "\(file): \(english(reason))"
        case .notJSON(let file): "\(file): not valid JSON (a cut-off or damaged file)"
        case .unexpectedShape(let file, let path, let reason):
            "\(file): \(path.isEmpty ? "top level" : path): \(english(reason))"
        case .badCoordinate(let file, let path, .notAPair(let count)):
            "\(file): \(path): bad coordinate: expected [lon, lat], got \(count == 1 ? "1 number" : "\(count) numbers")"
        case .badCoordinate(let file, let path, .outOfRange(let lon, let lat)):
            "\(file): \(path): bad coordinate: [\(lon), \(lat)] is out of range for [lon, lat]"
        case .badRing(let file, let code, let points):
            "\(file): prefecture \(code): bad ring: needs at least 3 distinct points, has \(points)"
        case .badSegment(let file, let index, .bordersItself(let code)):
            "\(file): segments[\(index)]: borders prefecture \(code) on both sides"
        case .badSegment(let file, let index, .tooFewPoints(let count)):
            "\(file): segments[\(index)]: needs at least 2 points, has \(count)"
        case .duplicateCode(let file, let code): "\(file): prefecture code \(code) appears more than once"
        case .unknownCode(let file, let path, let code): "\(file): \(path): prefecture code \(code) is not in the rings file"
        }
    }

    private static func english(_ reason: MapReadProblem) -> String {
        switch reason {
        case .missing: "no such file"
        case .permissionDenied: "cannot read the file: permission denied"
        case .notARegularFile: "not a regular file (a folder, a FIFO or a device)"
        case .tooLarge(let bytes): "\(bytes >> 20) MiB is too large for a map file (at most \(MapOutline.maximumFileBytes >> 20) MiB)"
        case .system(let code, let message): "cannot read the file: \(message) (error \(code))"
        case .noMapFolder: "cannot find Resources/map (set YUMEGURI_RESOURCES to the Resources folder)"
        }
    }

    private static func english(_ reason: MapShapeProblem) -> String {
        switch reason {
        case .missingKey: "missing key"
        case .expected(let kind): "expected \(english(kind))"
        case .nullWhere(let kind): "null where \(english(kind)) is expected"
        case .invalidValue: "a value out of its range"
        case .codeNotPositive(let code): "code must be positive, got \(code)"
        case .noPrefectures: "no prefectures"
        }
    }

    private static func english(_ kind: MapValueKind) -> String {
        switch kind {
        case .number: "a number"
        case .integer: "an integer"
        case .string: "a string"
        case .bool: "true or false"
        case .other: "another kind of value"
        }
    }
}
