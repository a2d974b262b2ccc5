import Dependencies
import MapCore

/// Japan's outline for the map (Resources/map). The App installs `.live(directory:)` from
/// MapDataLive, the one module that reads the files; every map screen then shares one load of the
/// ~200 kB of JSON.
public struct MapOutlineClient: Sendable {
    public var load: @Sendable () async throws(MapOutlineError) -> MapOutline

    public init(load: @escaping @Sendable () async throws(MapOutlineError) -> MapOutline) {
        self.load = load
    }

    /// Always fails with `error`: the map then shows its markers without a coastline, and says why.
    public static func failing(_ error: MapOutlineError) -> MapOutlineClient {
        MapOutlineClient { () throws(MapOutlineError) in throw error }
    }

    /// No map folder was found (Resources/map): the map shows its markers and says so.
    public static let noMapFolder = MapOutlineClient.failing(.unreadable(file: MapOutline.ringsFileName, reason: .noMapFolder))

    /// An outline with nothing in it, for tests that are about markers and keys, not the coast.
    public static let empty = MapOutlineClient { MapOutline(prefectures: [], segments: []) }
}

extension MapOutlineClient: DependencyKey {
    /// Without the App's directory there is nothing to read; saying so beats guessing a path.
    public static let liveValue = MapOutlineClient.noMapFolder
    public static let testValue = MapOutlineClient.empty
}

extension DependencyValues {
    public var mapOutline: MapOutlineClient {
        get { self[MapOutlineClient.self] }
        set { self[MapOutlineClient.self] = newValue }
    }
}
