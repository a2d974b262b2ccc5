import Foundation
import MapCore
import MapData

extension MapOutlineClient {
    /// Reads the two files from `directory` on first use, off the main actor, and keeps the result
    /// (a failure too: the files do not change while the app runs).
    public static func live(directory: URL) -> MapOutlineClient {
        let cache = OutlineCache(directory: directory)
        return MapOutlineClient { () throws(MapOutlineError) in try await cache.outline() }
    }
}

private actor OutlineCache {
    private let directory: URL
    private var result: Result<MapOutline, MapOutlineError>?

    init(directory: URL) { self.directory = directory }

    func outline() throws(MapOutlineError) -> MapOutline {
        if let result { return try result.get() }
        let loaded = Result { () throws(MapOutlineError) in try MapOutline(directory: directory) }
        result = loaded
        return try loaded.get()
    }
}
