import Credentials
import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TicketSigner {
    /// Ed25519 with the key in `keyFile` (32 bytes as hex, mode 0600). Checking never creates a key
    /// (a fresh key verifies nothing: `desk verify` used to make one silently and call every valid
    /// ticket a forgery); signing creates one only when `mayCreateKey` says so. The app passes
    /// false and makes the key up front with `prepareIssuerKey` while no code exists, so a key
    /// deleted later is reported as `.missingKey` instead of silently replaced. Tests and benches
    /// in a directory of their own keep the default.
    public static func ed25519(keyFile: URL, mayCreateKey: @escaping @Sendable () -> Bool = { true }) -> TicketSigner {
        // Read on each use (a 65-byte file): callers sign once per ticket shown, not per frame.
        return TicketSigner(
            sign: { message throws(TicketSigningError) in
                let key = try loadOrCreate(keyFile, mayCreate: mayCreateKey)
                do { return Array(try key.signature(for: message)) } catch { throw .key(String(describing: error)) }
            },
            isValid: { signature, message throws(TicketSigningError) in
                guard let key = try read(keyFile) else { throw .missingKey(path: keyFile.path) }
                return key.publicKey.isValidSignature(signature, for: message)
            })
    }

    /// Makes the key file if it is missing and `mayCreate` (asked only then) allows it: the app
    /// asks whether the user database holds no ticket or pass yet.
    /// A key file already there is left for its first use to read (and to report, if damaged):
    /// reading and checking it here put the key's parsing and the crypto library's code into every
    /// start, before the first frame.
    public static func prepareIssuerKey(_ keyFile: URL, mayCreate: () -> Bool) throws(TicketSigningError) {
        var info = stat()
        if lstat(keyFile.path, &info) == 0 { return }
        _ = try loadOrCreate(keyFile, mayCreate: mayCreate)
    }

    static func loadOrCreate(_ url: URL, mayCreate: () -> Bool) throws(TicketSigningError) -> Curve25519.Signing.PrivateKey {
        if let existing = try read(url) { return existing }
        guard mayCreate() else { throw .missingKey(path: url.path) }
        let fresh = Curve25519.Signing.PrivateKey()
        let text = Array(fresh.rawRepresentation).hexString + "\n"
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        // Written whole under a private name, then linked into place: link(2) fails when the name
        // exists, so two processes racing here agree on one key, and no reader ever sees the empty
        // file an O_EXCL create shows until its write lands (five of six desks started at once
        // once read that and called the key damaged).
        let draft = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max))")
        let fd = open(draft.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw .key("\(url.path): \(String(cString: strerror(errno)))") }
        defer { unlink(draft.path) }
        let written = text.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == text.utf8.count, synced else { throw .key("\(url.path): could not write the key") }
        if link(draft.path, url.path) != 0 {
            let failure = errno
            // Someone else made it first: use theirs.
            if failure == EEXIST, let theirs = try read(url) { return theirs }
            throw .key("\(url.path): \(String(cString: strerror(failure)))")
        }
        let directory = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        if directory >= 0 { fsync(directory); close(directory) }
        return fresh
    }

    private static func read(_ url: URL) throws(TicketSigningError) -> Curve25519.Signing.PrivateKey? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let bytes = [UInt8](hex: text), bytes.count == 32,
              let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: bytes) else {
            throw .key("\(url.path) is not an issuer key (64 hex digits)")
        }
        return key
    }
}
