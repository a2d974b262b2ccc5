import Credentials
import CredentialsLive
import Foundation
import Testing

/// Issue 25.6: a deleted issuer key is reported, never silently replaced by a new one (which made
/// every valid ticket a "forgery" at the desk).
@Suite struct IssuerKeyTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("issuer-key-\(UUID().uuidString)")
    var keyFile: URL { directory.appendingPathComponent("issuer-key") }

    @Test func checkingWithADeletedKeyReportsItAndMakesNoNewOne() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try TicketSigner.prepareIssuerKey(keyFile, mayCreate: { true })
        let signer = TicketSigner.ed25519(keyFile: keyFile, mayCreateKey: { false })
        let message = Array("T1|aist-1".utf8)
        let signature = try signer.sign(message)
        #expect(try signer.isValid(signature, message))
        try FileManager.default.removeItem(at: keyFile)
        #expect(throws: TicketSigningError.missingKey(path: keyFile.path)) { try signer.isValid(signature, message) }
        #expect(throws: TicketSigningError.missingKey(path: keyFile.path)) { try signer.sign(message) }
        #expect(!FileManager.default.fileExists(atPath: keyFile.path))
        #expect(TicketSigningError.missingKey(path: keyFile.path).description.contains("Restore the file from a backup"))
    }

    @Test func aKeyIsMadeOnlyWhileNothingWasSigned() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: TicketSigningError.missingKey(path: keyFile.path)) {
            try TicketSigner.prepareIssuerKey(keyFile, mayCreate: { false })
        }
        #expect(!FileManager.default.fileExists(atPath: keyFile.path))
        try TicketSigner.prepareIssuerKey(keyFile, mayCreate: { true })
        let mode = try FileManager.default.attributesOfItem(atPath: keyFile.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
