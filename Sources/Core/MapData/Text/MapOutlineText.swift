import Localization
import MapCore

/// What a map file's failure says, in the language in force: one whole sentence per case of
/// `MapOutlineError` (MapCore has the reasons as values and no words).
public enum MapOutlineText: SampledCatalog {
    case failure(MapOutlineError)

    public static var samples: [MapOutlineText] { sampleErrors.map(MapOutlineText.failure) }

    /// Every case and reason once.
    static let sampleErrors: [MapOutlineError] = [
        .unreadable(file: "prefecture_rings.json", reason: .missing),
        .unreadable(file: "prefecture_rings.json", reason: .permissionDenied),
        .unreadable(file: "prefecture_rings.json", reason: .notARegularFile),
        .unreadable(file: "prefecture_rings.json", reason: .tooLarge(bytes: 40 << 20)),
        .unreadable(file: "prefecture_rings.json", reason: .system(code: 5, message: "Input/output error")),
        .unreadable(file: "prefecture_rings.json", reason: .noMapFolder),
        .notJSON(file: "prefecture_rings.json"),
        .unexpectedShape(file: "prefecture_rings.json", path: "prefectures", reason: .missingKey),
        .unexpectedShape(file: "prefecture_rings.json", path: "", reason: .missingKey),
        .unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].code", reason: .expected(.number)),
        .unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].code", reason: .expected(.integer)),
        .unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].name", reason: .expected(.string)),
        .unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].coast", reason: .expected(.bool)),
        .unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0]", reason: .expected(.other)),
        .unexpectedShape(file: "boundary_segments.json", path: "segments[0].line[0][1]", reason: .nullWhere(.number)),
        .unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].code", reason: .invalidValue),
        .unexpectedShape(file: "prefecture_rings.json", path: "prefectures[0].code", reason: .codeNotPositive(-1)),
        .unexpectedShape(file: "prefecture_rings.json", path: "prefectures", reason: .noPrefectures),
        .badCoordinate(file: "prefecture_rings.json", path: "prefectures[0].ring[0]", reason: .notAPair(count: 3)),
        .badCoordinate(file: "prefecture_rings.json", path: "prefectures[0].ring[0]", reason: .outOfRange(lon: 139, lat: 95)),
        .badRing(file: "prefecture_rings.json", code: 3, distinctPoints: 2),
        .badSegment(file: "boundary_segments.json", index: 0, reason: .bordersItself(code: 1)),
        .badSegment(file: "boundary_segments.json", index: 0, reason: .tooFewPoints(1)),
        .duplicateCode(file: "prefecture_rings.json", code: 3),
        .unknownCode(file: "boundary_segments.json", path: "segments[0].b", code: 99),
    ]
}

extension MapOutlineError {
    /// The failure as a sentence in the language in force, read when shown.
    public var text: String { MapOutlineText.failure(self).text }
}
