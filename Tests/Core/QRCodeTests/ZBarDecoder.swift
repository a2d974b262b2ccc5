import Foundation
#if canImport(Glibc)
import Glibc
#endif
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

        // posix_spawn + waitpid, not Foundation.Process: under the test runner Process sometimes
        // never saw its child exit, and the whole suite hung.
        let outPath = file.path + ".out", errPath = file.path + ".err"
        defer { unlink(outPath); unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let arguments = [zbarimg.path, "--raw", "-q", file.path]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, zbarimg.path, &actions, nil, argv, nil)
        try #require(spawned == 0, "cannot start zbarimg for \(label)", sourceLocation: sourceLocation)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let decoded = FileManager.default.contents(atPath: outPath) ?? Data()
        let diagnostics = String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self)
        try #require(
            exitStatus == 0,
            "zbarimg exited with \(exitStatus) for \(label): \(diagnostics)",
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
