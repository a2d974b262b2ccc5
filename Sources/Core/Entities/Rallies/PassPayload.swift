import Foundation

/// The QR payload of a pass: `yumeguri-pass:1:<pass id>:<signature>`, an Ed25519 signature
/// (base64url, no padding) by the installation's issuer key over `RallyPass.signedMessage`. Only
/// the canonical encoding is accepted: a signature whose last character carries stray bits decodes
/// to the same bytes, so it would be a second code for one pass.
public enum PassPayload {
    public static let prefix = "yumeguri-pass"
    public static let version = "1"

    public static func make(passID: String, signature: [UInt8]) -> String {
        "\(prefix):\(version):\(passID):\(Base64URL.encode(signature))"
    }

    public static func isPass(_ payload: String) -> Bool {
        payload.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix(prefix + ":")
    }

    /// The pass id and signature of a well-formed payload; nil for anything else.
    public static func parse(_ payload: String) -> (passID: String, signature: [UInt8])? {
        let parts = payload.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, parts[0] == prefix, parts[1] == version, !parts[2].isEmpty, parts[2].count <= 64,
              parts[2].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }),
              let signature = Base64URL.decode(parts[3]), signature.count == 64, Base64URL.encode(signature) == parts[3]
        else { return nil }
        return (parts[2], signature)
    }
}
