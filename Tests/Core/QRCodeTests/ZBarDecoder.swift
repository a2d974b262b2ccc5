import Foundation
import Testing
@testable import QRCode

/// Runs the real `zbarimg` decoder on a PBM rendering. A missing decoder is a failure,
/// not a skip, so a machine without zbar-tools can never report a green round trip.
enum ZBarDecoder {
    static let installHint = "zbarimg not found on PATH; install it with `apt-get install -y zbar-tools`"

    static func executable() -> URL? {
        let pathDirectories = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map(String.init) ?? []
        let candidates = (pathDirectories + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]).map { $0 + "/zbarimg" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    static func decode(_ code: QRCode, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try decode(pbm: code.pbm(scale: 4, quietZone: 4), label: "version \(code.version) mask \(code.mask)", sourceLocation: sourceLocation)
    }

    static func decode(pbm: [UInt8], label: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let zbarimg = try #require(executable(), Comment(rawValue: installHint), sourceLocation: sourceLocation)
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("qrcode-roundtrip-\(UUID().uuidString).pbm")
        try Data(pbm).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = Process()
        process.executableURL = zbarimg
        process.arguments = ["--raw", "-q", file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let decoded = output.fileHandleForReading.readDataToEndOfFile()
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(
            process.terminationStatus == 0,
            "zbarimg exited with \(process.terminationStatus) for \(label): \(diagnostics)",
            sourceLocation: sourceLocation
        )
        var text = String(decoding: decoded, as: UTF8.self)
        // --raw still ends each symbol with a newline.
        if text.hasSuffix("\n") {
            text.removeLast()
        }
        return text
    }
}
