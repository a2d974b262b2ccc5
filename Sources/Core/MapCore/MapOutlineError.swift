/// Why a map file could not be loaded. Every case names the file, and `description` reads as a
/// single line fit for a log or an error screen.
public enum MapOutlineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read at all (missing, permissions).
    case unreadable(file: String, reason: String)
    /// The bytes are not JSON.
    case notJSON(file: String, reason: String)
    /// JSON, but a key is missing or a value has the wrong type. `path` is like `prefectures[3].ring`.
    case unexpectedShape(file: String, path: String, reason: String)
    /// A coordinate is not a `[lon, lat]` pair of finite numbers within range.
    case badCoordinate(file: String, path: String, reason: String)
    /// A prefecture ring cannot enclose anything.
    case badRing(file: String, code: Int, reason: String)
    /// A border/coast polyline cannot be drawn.
    case badSegment(file: String, index: Int, reason: String)
    case duplicateCode(file: String, code: Int)
    /// A segment refers to a prefecture that the rings file does not define.
    case unknownCode(file: String, path: String, code: Int)

    public var file: String {
        switch self {
        case .unreadable(let file, _), .notJSON(let file, _), .unexpectedShape(let file, _, _),
            .badCoordinate(let file, _, _), .badRing(let file, _, _), .badSegment(let file, _, _),
            .duplicateCode(let file, _), .unknownCode(let file, _, _):
            return file
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read file: \(reason)"
        case .notJSON(let file, let reason):
            return "\(file): not valid JSON: \(reason)"
        case .unexpectedShape(let file, let path, let reason):
            return "\(file): \(path.isEmpty ? "top level" : path): \(reason)"
        case .badCoordinate(let file, let path, let reason):
            return "\(file): \(path): bad coordinate: \(reason)"
        case .badRing(let file, let code, let reason):
            return "\(file): prefecture \(code): bad ring: \(reason)"
        case .badSegment(let file, let index, let reason):
            return "\(file): segments[\(index)]: \(reason)"
        case .duplicateCode(let file, let code):
            return "\(file): prefecture code \(code) appears more than once"
        case .unknownCode(let file, let path, let code):
            return "\(file): \(path): prefecture code \(code) is not in the rings file"
        }
    }
}
