@testable import Credentials
import CredentialsLive
import Testing

@Suite struct PINHashTests {
    private func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// PBKDF2-HMAC-SHA256 published vectors (RFC 6070's inputs, SHA-256 outputs as in RFC 7914's errata
    /// and every PBKDF2 library's tests).
    @Test(arguments: [
        (1, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
        (2, "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"),
        (4096, "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"),
    ])
    func publishedVectors(iterations: Int, expected: String) throws {
        #expect(try PINHash(pin: "password", salt: ascii("salt"), iterations: iterations, hasher: .pbkdf2).hash.hexString == expected)
    }

    /// Written by the hand-made SHA-256/PBKDF2 this type used before swift-crypto (and checked against
    /// Python's hashlib.pbkdf2_hmac): rows already in users' databases must keep signing in.
    @Test(arguments: [
        ("2468", "pbkdf2-sha256$120000$79756d65677572692d6f6c642d696d70$613a724cb7407c8776c0b280f12f1bd46879274f643d2fa4e120361520dc400c"),
        ("13572468", "pbkdf2-sha256$1000$79756d65677572692d6f6c642d696d70$af636ed2b9df88112315c578e7fe645e2f8a172a0295b475bb04ded512cbd8e3"),
        ("0000", "pbkdf2-sha256$120000$00501b90f7b6c9a4ee81d2b6eca67826$f1591f6b74709330b82fb800d170ecc506d3c25fa1ddd22a42cadb69b16b7cb5"),
    ])
    func hashesFromTheOldImplementationVerify(pin: String, stored: String) async throws {
        let hash = try #require(PINHash(stored: stored))
        #expect(await hash.matches(pin: pin, hasher: .pbkdf2))
        #expect(await !hash.matches(pin: pin + "1", hasher: .pbkdf2))
        #expect(await !hash.matches(pin: String(pin.dropLast()) + (pin.last == "0" ? "1" : "0"), hasher: .pbkdf2))
        // Byte for byte the same output, not only "it verifies".
        #expect(try PINHash(pin: pin, salt: hash.salt, iterations: hash.iterations, hasher: .pbkdf2).description == stored)
    }

    @Test func comparesEveryByte() async throws {
        let stored = "pbkdf2-sha256$1000$79756d65677572692d6f6c642d696d70$af636ed2b9df88112315c578e7fe645e2f8a172a0295b475bb04ded512cbd8e3"
        let lastByteChanged = String(stored.dropLast()) + "2"
        let firstByteChanged = stored.replacingOccurrences(of: "$af636e", with: "$ae636e")
        for text in [lastByteChanged, firstByteChanged] {
            let hash = try #require(PINHash(stored: text))
            #expect(await !hash.matches(pin: "13572468", hasher: .pbkdf2))
        }
    }

    @Test func isSaltedAndRoundTrips() async throws {
        let hash = try PINHash(pin: "2468", salt: ascii("0123456789abcdef"), iterations: 1000, hasher: .pbkdf2)
        #expect(await hash.matches(pin: "2468", hasher: .pbkdf2))
        #expect(await !hash.matches(pin: "2469", hasher: .pbkdf2))
        let stored = hash.description
        #expect(stored.hasPrefix("pbkdf2-sha256$1000$30313233343536373839616263646566$"))
        #expect(!stored.contains("2468"))
        #expect(PINHash(stored: stored) == hash)
        let other = try await PINHash.make(pin: "2468", iterations: 1000, hasher: .pbkdf2)
        #expect(other.salt.count == 16 && other.salt != hash.salt && other.hash != hash.hash)
        #expect(await other.matches(pin: "2468", hasher: .pbkdf2))
        #expect(PINHash.defaultIterations >= 100_000)
    }

    @Test(arguments: [
        "plain$2468",
        "pbkdf2-sha256$0$00$" + String(repeating: "00", count: 32),
        "pbkdf2-sha256$4294967296$00$" + String(repeating: "00", count: 32),
        "pbkdf2-sha256$1000$00$" + String(repeating: "00", count: 31),
        "pbkdf2-sha256$1000$0g$" + String(repeating: "00", count: 32),
        "scrypt$1000$00$" + String(repeating: "00", count: 32),
    ])
    func rejectsMalformedRows(_ stored: String) {
        #expect(PINHash(stored: stored) == nil)
    }

    @Test func iterationsOutsideWhatPBKDF2TakesThrowInsteadOfTrapping() async {
        await #expect(throws: PINHashError.iterations(0)) { try await PINHash.make(pin: "2468", iterations: 0, hasher: .pbkdf2) }
        #expect(throws: PINHashError.iterations(1 << 32)) { try PINHash(pin: "2468", salt: [1], iterations: 1 << 32, hasher: .pbkdf2) }
    }

    /// Sign-in hashes whatever was typed before any check, so nothing typed may crash it.
    @Test func emptyInputsHashAndMatchNothingElse() async throws {
        let empty = try PINHash(pin: "", salt: [], iterations: 1, hasher: .pbkdf2)
        #expect(empty.hash.hexString == "f7ce0b653d2d72a4108cf5abe912ffdd777616dbbb27a70e8204f3ae2d0f6fad")
        #expect(await empty.matches(pin: "", hasher: .pbkdf2))
        #expect(await !empty.matches(pin: "0", hasher: .pbkdf2))
        let hash = try #require(PINHash(stored: "pbkdf2-sha256$1000$79756d65677572692d6f6c642d696d70$af636ed2b9df88112315c578e7fe645e2f8a172a0295b475bb04ded512cbd8e3"))
        #expect(await !hash.matches(pin: "", hasher: .pbkdf2))
    }

    @Test func decoyMatchesNoPIN() async {
        let decoy = PINHash.decoy(iterations: 16)
        #expect(decoy.iterations == 16)
        for pin in ["", "0000", "12345678"] { #expect(await !decoy.matches(pin: pin, hasher: .pbkdf2)) }
    }

    @Test func hex() {
        #expect([UInt8](hex: "00aFff10") == [0x00, 0xaf, 0xff, 0x10])
        #expect([UInt8](hex: "") == [])
        #expect([UInt8](hex: "abc") == nil)
        #expect([UInt8](hex: "zz") == nil)
        #expect([0x00, 0xaf, 0xff, 0x10].hexString == "00afff10")
    }
}
