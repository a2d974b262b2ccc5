import Testing
@testable import Entities

@Suite struct CryptoVectorTests {
    private func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func sha256() {
        #expect(SHA256.hash([]).hexString == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hash(ascii("abc")).hexString == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hash(ascii("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).hexString
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// RFC 4231 test cases 1, 2, 6 and 7.
    @Test func hmacRFC4231() {
        #expect(SHA256.hmac(key: [UInt8](repeating: 0x0b, count: 20), message: ascii("Hi There")).hexString
            == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(SHA256.hmac(key: ascii("Jefe"), message: ascii("what do ya want for nothing?")).hexString
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(SHA256.hmac(key: [UInt8](repeating: 0xaa, count: 131), message: ascii("Test Using Larger Than Block-Size Key - Hash Key First")).hexString
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
        #expect(SHA256.hmac(key: [UInt8](repeating: 0xaa, count: 131), message: ascii(
            "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.")).hexString
            == "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2")
    }

    @Test func pbkdf2() {
        #expect(SHA256.pbkdf2(password: ascii("password"), salt: ascii("salt"), iterations: 1).hexString
            == "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b")
        #expect(SHA256.pbkdf2(password: ascii("password"), salt: ascii("salt"), iterations: 2).hexString
            == "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43")
        #expect(SHA256.pbkdf2(password: ascii("password"), salt: ascii("salt"), iterations: 4096).hexString
            == "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
        // RFC 7914 §11: 64 bytes, two blocks.
        #expect(SHA256.pbkdf2(password: ascii("passwd"), salt: ascii("salt"), iterations: 1, length: 64).hexString
            == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
    }
}

@Suite struct AccountRulesTests {
    @Test(arguments: ["taro@example.com", " Hanako.Yamada+onsen@Mail.Example.JP "])
    func goodEmails(_ text: String) throws {
        let email = try AccountRules.email(text)
        #expect(email == email.lowercased() && !email.contains(" "))
    }

    @Test(arguments: ["", "taro", "taro@", "@example.com", "taro@example", "ta ro@example.com", "taro@@example.com",
                      "taro@-example.com", "taro@example.c", ".taro@example.com", "taro..x@example.com", "太郎@example.com"])
    func badEmails(_ text: String) {
        #expect(throws: AccountProblem.email) { try AccountRules.email(text) }
    }

    @Test func pinsAndNames() throws {
        #expect(try AccountRules.pin("1234") == "1234")
        #expect(try AccountRules.pin("12345678") == "12345678")
        for bad in ["123", "123456789", "12a4", "１２３４", ""] {
            #expect(throws: AccountProblem.pin) { try AccountRules.pin(bad) }
        }
        #expect(try AccountRules.displayName("  湯めぐり太郎 ") == "湯めぐり太郎")
        #expect(throws: AccountProblem.displayName) { try AccountRules.displayName("   ") }
    }

    @Test func pinHashIsSaltedAndVerifies() throws {
        let hash = PINHash(pin: "2468", salt: Array("0123456789abcdef".utf8), iterations: 1000)
        #expect(hash.matches(pin: "2468"))
        #expect(!hash.matches(pin: "2469"))
        let stored = hash.description
        #expect(stored.hasPrefix("pbkdf2-sha256$1000$"))
        #expect(!stored.contains("2468"))
        #expect(PINHash(stored: stored) == hash)
        #expect(PINHash(stored: "plain$2468") == nil)
        let other = PINHash.make(pin: "2468", iterations: 1000)
        #expect(other.salt != hash.salt && other.hash != hash.hash && other.matches(pin: "2468"))
        #expect(PINHash.defaultIterations >= 100_000)
    }
}
