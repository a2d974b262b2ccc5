import Credentials
import Crypto
import _CryptoExtras
import Dependencies

extension PINHasher {
    /// PBKDF2-HMAC-SHA256 from swift-crypto (BoringSSL): a vetted implementation beats our own.
    public static let pbkdf2 = PINHasher { pin, salt, iterations throws(PINHashError) in
        do {
            // The checked overload refuses fewer than 210,000 rounds; stored hashes have 120,000 and tests fewer.
            let key = try KDF.Insecure.PBKDF2.deriveKey(
                from: pin, salt: salt, using: .sha256, outputByteCount: 32, unsafeUncheckedRounds: iterations
            )
            return key.withUnsafeBytes { Array($0) }
        } catch {
            throw .derivation(String(describing: error))
        }
    }
}

extension PINHasher: DependencyKey {
    public static let liveValue = PINHasher.pbkdf2
}
