import Entities
import Foundation
import MapCore

/// The outline the app ships (Resources/map), loaded once per process. Read from the source tree
/// through #filePath rather than copied into the test bundle, so the tests check the very files the
/// app draws.
enum Fixtures {
    static let resources: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/map")

    static let outline: MapOutline = {
        do {
            return try MapOutline(directory: resources)
        } catch {
            fatalError("cannot load outline: \(error)")
        }
    }()

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: resources.appendingPathComponent(name))
    }
}

/// Entities' generator (the one map-bench and the sample data use): reproducible without global state.
extension SplitMix64 {
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
}
