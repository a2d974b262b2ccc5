import Credentials
import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TicketSigner {
    /// Ed25519 with the key in `keyFile` (32 bytes as hex), created on first use with mode 0600.
    /// Two processes starting at once agree on one key: the file is created exclusively, and the
    /// loser reads the winner's.
    public static func ed25519(keyFile: URL) -> TicketSigner {
        // Read on each use (a 65-byte file): callers sign once per ticket shown, not per frame.
        @Sendable func key() throws(TicketSigningError) -> Curve25519.Signing.PrivateKey { try loadOrCreate(keyFile) }
        return TicketSigner(
            sign: { message throws(TicketSigningError) in
                do { return Array(try key().signature(for: message)) } catch let error as TicketSigningError { throw error } catch {
                    throw .key(String(describing: error))
                }
            },
            isValid: { signature, message throws(TicketSigningError) in
                try key().publicKey.isValidSignature(signature, for: message)
            })
    }

    static func loadOrCreate(_ url: URL) throws(TicketSigningError) -> Curve25519.Signing.PrivateKey {
        if let existing = try read(url) { return existing }
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
