import Foundation
import Testing

/// Runs the real `zbarimg` decoder on a PBM rendering. A missing decoder is a failure,
/// not a skip, so a machine without zbar-tools can never report a green round trip.
public enum ZBarDecoder {
    public static let installHint = "zbarimg not found on PATH; install it with `apt-get install -y zbar-tools`"

    public static func executable() -> URL? {
        let pathDirectories = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map(String.init) ?? []
        let candidates = (pathDirectories + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]).map { $0 + "/zbarimg" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    public static func decode(pbm: [UInt8], label: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let zbarimg = try #require(executable(), Comment(rawValue: installHint), sourceLocation: sourceLocation)
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("qrcode-roundtrip-\(UUID().uuidString).pbm")
        try Data(pbm).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        // Spawn (posix_spawn + waitpid), not Foundation.Process: under the test runner Process
        // sometimes never saw its child exit, and the whole suite hung.
        let result = try Spawn.run([zbarimg.path, "--raw", "-q", file.path])
        try #require(
            result.status == 0,
            "zbarimg exited with \(result.status) for \(label): \(result.error)",
            sourceLocation: sourceLocation
        )
        let decoded = Data(result.output.utf8)
        var text = String(decoding: decoded, as: UTF8.self)
        // --raw still ends each symbol with a newline.
        if text.hasSuffix("\n") {
            text.removeLast()
        }
        return text
    }
}
