/// Why a map file could not be loaded. Every case names the file; the reasons are values, not
/// words: MapData's `MapOutlineText` says them in the language in force (MapCore stays free of
/// text and of Localization, as the pure geometry it is).
public enum MapOutlineError: Error, Sendable, Equatable {
    /// The file could not be read at all (missing, permissions, not a file, too large).
    case unreadable(file: String, reason: MapReadProblem)
    /// The bytes are not JSON (a cut-off or garbled file).
    case notJSON(file: String)
    /// JSON, but a key is missing or a value has the wrong type. `path` is like `prefectures[3].ring`.
    case unexpectedShape(file: String, path: String, reason: MapShapeProblem)
    /// A coordinate is not a `[lon, lat]` pair of finite numbers within range.
    case badCoordinate(file: String, path: String, reason: MapCoordinateProblem)
    /// A prefecture ring cannot enclose anything: fewer than 3 distinct corners.
    case badRing(file: String, code: Int, distinctPoints: Int)
    /// A border/coast polyline cannot be drawn.
    case badSegment(file: String, index: Int, reason: MapSegmentProblem)
    case duplicateCode(file: String, code: Int)
    /// A segment refers to a prefecture that the rings file does not define.
    case unknownCode(file: String, path: String, code: Int)

    public var file: String {
        switch self {
        case .unreadable(let file, _), .notJSON(let file), .unexpectedShape(let file, _, _),
            .badCoordinate(let file, _, _), .badRing(let file, _, _), .badSegment(let file, _, _),
            .duplicateCode(let file, _), .unknownCode(let file, _, _):
            return file
        }
    }
}

/// Why a map file's bytes could not be had.
public enum MapReadProblem: Sendable, Equatable {
    case missing
    case permissionDenied
    /// A folder, a FIFO or a device: never read (a FIFO would block the load for ever).
    case notARegularFile
    /// Larger than `MapOutline.maximumFileBytes`: not read into memory.
    case tooLarge(bytes: Int)
    /// Any other failure, with the system's own words (`strerror`), shown as they are.
    case system(code: Int32, message: String)
    /// The app found no map folder (Resources/map) to read from.
    case noMapFolder
}

/// Why the JSON does not have the outline's shape.
public enum MapShapeProblem: Sendable, Equatable {
    case missingKey
    case expected(MapValueKind)
    case nullWhere(MapValueKind)
    /// A value the decoder refused for its own reasons (a number too large for its type).
    case invalidValue
    case codeNotPositive(Int)
    case noPrefectures
}

/// The kind of JSON value a key needs.
public enum MapValueKind: Sendable, Equatable {
    case number, integer, string, bool, other
}

public enum MapCoordinateProblem: Sendable, Equatable {
    /// Not two numbers: `count` of them.
    case notAPair(count: Int)
    case outOfRange(lon: Double, lat: Double)
}

public enum MapSegmentProblem: Sendable, Equatable {
    /// Both sides of the border are this prefecture.
    case bordersItself(code: Int)
    /// Fewer than two points: nothing to draw.
    case tooFewPoints(Int)
}
