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

/// Same generator as map-bench: reproducible random numbers without Foundation's global state.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
}
