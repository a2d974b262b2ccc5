import Credentials
import CredentialsLive
import Foundation
import Synchronization
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
        #expect(TicketSigningError.missingKey(path: keyFile.path).description.contains("バックアップから元に戻してください"))
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

    /// The app prepares the key at every start: one already there is not read then (its parsing
    /// cost every start), and a damaged one is reported where it is used, not replaced.
    @Test func aKeyAlreadyThereIsLeftForItsUseToRead() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let damaged = Data("not a key\n".utf8)
        try damaged.write(to: keyFile)
        try TicketSigner.prepareIssuerKey(keyFile, mayCreate: { true })
        #expect(try Data(contentsOf: keyFile) == damaged)
        let signer = TicketSigner.ed25519(keyFile: keyFile, mayCreateKey: { false })
        #expect(throws: TicketSigningError.self) { try signer.sign(Array("T1|aist-1".utf8)) }
    }

    /// Desks started at once in a fresh data directory race to make the key: every one signs with
    /// the one key that stays, and none reads the file half made (an O_EXCL create showed an empty
    /// key file to the others until its write landed: "is not an issuer key").
    @Test func signersRacingToMakeTheKeyAllUseTheOneThatStays() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let message = Array("T1|aist-1".utf8)
        for round in 0..<40 {
            let keyFile = directory.appendingPathComponent("round-\(round)/issuer-key")
            let results = Mutex<[Result<[UInt8], TicketSigningError>]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let outcome = Result { () throws(TicketSigningError) in try TicketSigner.ed25519(keyFile: keyFile).sign(message) }
                results.withLock { $0.append(outcome) }
            }
            let checker = TicketSigner.ed25519(keyFile: keyFile, mayCreateKey: { false })
            for result in results.withLock({ $0 }) {
                let signature = try result.get()
                #expect(try checker.isValid(signature, message), "round \(round): signed with a key that did not stay")
            }
            let left = try FileManager.default.contentsOfDirectory(atPath: keyFile.deletingLastPathComponent().path)
            #expect(left == ["issuer-key"], "round \(round): drafts left behind: \(left)")
        }
    }
}
