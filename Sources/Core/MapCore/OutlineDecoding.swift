import Foundation

/// Turns the two JSON files into model values, translating every failure into a `MapOutlineError`
/// that names the file and the JSON path, since a bare DecodingError is unreadable to a user.
enum OutlineDecoding {
    private struct RingsFile: Decodable {
        let prefectures: [RawPrefecture]
    }

    private struct RawPrefecture: Decodable {
        let code: Int
        let name: String
        // Optional: only `code`, `name` and `ring` are needed to draw and hit-test.
        let neighbors: [Int]?
        let coast: Bool?
        let ring: [[Double]]
    }

    private struct SegmentsFile: Decodable {
        let segments: [RawSegment]
    }

    private struct RawSegment: Decodable {
        let a: Int
        let b: Int
        let line: [[Double]]
    }

    static func prefectures(from data: Data, file: String) throws(MapOutlineError) -> [PrefectureRing] {
        let raw = try decode(RingsFile.self, from: data, file: file)
        var seen = Set<Int>()
        var result: [PrefectureRing] = []
        result.reserveCapacity(raw.prefectures.count)
        for (index, p) in raw.prefectures.enumerated() {
            guard p.code > 0 else {
                throw .unexpectedShape(
                    file: file, path: "prefectures[\(index)].code", reason: .codeNotPositive(p.code))
            }
            guard seen.insert(p.code).inserted else { throw .duplicateCode(file: file, code: p.code) }
            var ring = try points(p.ring, file: file, path: "prefectures[\(index)].ring")
            // The shipped file leaves one ring (島根, 32) open; closing it here lets every consumer
            // rely on first == last instead of each handling the wrap-around.
            if let first = ring.first, ring.last != first { ring.append(first) }
            // Three distinct corners are the least that encloses an area.
            guard Set(ring).count >= 3 else {
                throw .badRing(file: file, code: p.code, distinctPoints: Set(ring).count)
            }
            result.append(
                PrefectureRing(
                    code: p.code, name: p.name, ring: ring, neighbors: p.neighbors ?? [], isCoastal: p.coast ?? true))
        }
        guard !result.isEmpty else {
            throw .unexpectedShape(file: file, path: "prefectures", reason: .noPrefectures)
        }
        return result
    }

    static func segments(
        from data: Data, file: String, knownCodes: Set<Int>
    ) throws(MapOutlineError) -> [BoundarySegment] {
        let raw = try decode(SegmentsFile.self, from: data, file: file)
        var result: [BoundarySegment] = []
        result.reserveCapacity(raw.segments.count)
        for (index, s) in raw.segments.enumerated() {
            guard knownCodes.contains(s.a) else {
                throw .unknownCode(file: file, path: "segments[\(index)].a", code: s.a)
            }
            guard s.b == 0 || knownCodes.contains(s.b) else {
                throw .unknownCode(file: file, path: "segments[\(index)].b", code: s.b)
            }
            guard s.a != s.b else {
                throw .badSegment(file: file, index: index, reason: .bordersItself(code: s.a))
            }
            let line = try points(s.line, file: file, path: "segments[\(index)].line")
            guard line.count >= 2 else {
                throw .badSegment(file: file, index: index, reason: .tooFewPoints(line.count))
            }
            result.append(BoundarySegment(a: s.a, b: s.b, points: line))
        }
        return result
    }

    private static func points(_ raw: [[Double]], file: String, path: String) throws(MapOutlineError) -> [GeoPoint] {
        var result: [GeoPoint] = []
        result.reserveCapacity(raw.count)
        for (i, pair) in raw.enumerated() {
            guard pair.count == 2 else {
                throw .badCoordinate(file: file, path: "\(path)[\(i)]", reason: .notAPair(count: pair.count))
            }
            let lon = pair[0]
            let lat = pair[1]
            guard lon.isFinite, lat.isFinite, (-180...180).contains(lon), (-90...90).contains(lat) else {
                throw .badCoordinate(file: file, path: "\(path)[\(i)]", reason: .outOfRange(lon: lon, lat: lat))
            }
            result.append(GeoPoint(lat, lon))
        }
        return result
    }

    private static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(MapOutlineError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw translate(error, file: file)
        } catch {
            throw .notJSON(file: file)
        }
    }

    private static func translate(_ error: DecodingError, file: String) -> MapOutlineError {
        switch error {
        case .keyNotFound(let key, let context):
            return .unexpectedShape(file: file, path: format(context.codingPath + [key]), reason: .missingKey)
        case .typeMismatch(let type, let context):
            return .unexpectedShape(file: file, path: format(context.codingPath), reason: .expected(kind(of: type)))
        case .valueNotFound(let type, let context):
            return .unexpectedShape(file: file, path: format(context.codingPath), reason: .nullWhere(kind(of: type)))
        case .dataCorrupted(let context):
            // An empty path means the parser itself failed, i.e. the bytes are not JSON.
            if context.codingPath.isEmpty { return .notJSON(file: file) }
            return .unexpectedShape(file: file, path: format(context.codingPath), reason: .invalidValue)
        @unknown default:
            return .unexpectedShape(file: file, path: "", reason: .invalidValue)
        }
    }

    private static func format(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func kind(of type: Any.Type) -> MapValueKind {
        switch type {
        case is Double.Type: .number
        case is Int.Type: .integer
        case is String.Type: .string
        case is Bool.Type: .bool
        default: .other
        }
    }
}
