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
    public static func prepareIssuerKey(_ keyFile: URL, mayCreate: () -> Bool) throws(TicketSigningError) {
        _ = try loadOrCreate(keyFile, mayCreate: mayCreate)
    }

    static func loadOrCreate(_ url: URL, mayCreate: () -> Bool) throws(TicketSigningError) -> Curve25519.Signing.PrivateKey {
        if let existing = try read(url) { return existing }
        guard mayCreate() else { throw .missingKey(path: url.path) }
        let fresh = Curve25519.Signing.PrivateKey()
        let text = Array(fresh.rawRepresentation).hexString + "\n"
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        if fd < 0 {
            // Someone else made it first: use theirs.
            if errno == EEXIST, let theirs = try read(url) { return theirs }
            throw .key("\(url.path): \(String(cString: strerror(errno)))")
        }
        let written = text.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == text.utf8.count, synced else { throw .key("\(url.path): could not write the key") }
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
