import Foundation

/// Japan's outline: a ring per prefecture for hit-testing, and each border/coast polyline once for
/// drawing (drawing the rings would draw every inland border twice).
public struct MapOutline: Sendable, Hashable {
    public static let ringsFileName = "prefecture_rings.json"
    public static let segmentsFileName = "boundary_segments.json"

    public let prefectures: [PrefectureRing]
    public let segments: [BoundarySegment]

    public init(prefectures: [PrefectureRing], segments: [BoundarySegment]) {
        self.prefectures = prefectures
        self.segments = segments
    }

    /// Loads `prefecture_rings.json` and `boundary_segments.json` from one folder.
    public init(directory: URL) throws(MapOutlineError) {
        try self.init(
            ringsURL: directory.appendingPathComponent(MapOutline.ringsFileName),
            segmentsURL: directory.appendingPathComponent(MapOutline.segmentsFileName))
    }

    public init(ringsURL: URL, segmentsURL: URL) throws(MapOutlineError) {
        let ringsData = try MapOutline.read(ringsURL)
        let segmentsData = try MapOutline.read(segmentsURL)
        try self.init(
            ringsData: ringsData, segmentsData: segmentsData,
            ringsFile: ringsURL.lastPathComponent, segmentsFile: segmentsURL.lastPathComponent)
    }

    /// `ringsFile`/`segmentsFile` only name the sources in error messages.
    public init(
        ringsData: Data, segmentsData: Data,
        ringsFile: String = MapOutline.ringsFileName, segmentsFile: String = MapOutline.segmentsFileName
    ) throws(MapOutlineError) {
        let prefectures = try OutlineDecoding.prefectures(from: ringsData, file: ringsFile)
        let segments = try OutlineDecoding.segments(
            from: segmentsData, file: segmentsFile, knownCodes: Set(prefectures.map(\.code)))
        self.init(prefectures: prefectures, segments: segments)
    }

    /// The JIS code of the prefecture whose main landmass contains `point`, or nil for the sea and
    /// for islands the data leaves out.
    public func prefecture(containing point: GeoPoint) -> Int? {
        prefectures.first { $0.contains(point) }?.code
    }

    public func prefecture(code: Int) -> PrefectureRing? {
        prefectures.first { $0.code == code }
    }

}
