import Localization

/// The issuer key's and the PIN hashing's messages; `CredentialsText+ja.swift` and
/// `CredentialsText+en.swift` give each case its sentence.
public enum CredentialsText: SampledCatalog, Equatable {
    case keyUnusable(reason: String)
    case keyMissing(path: String)
    case iterationsOutOfRange(count: Int)
    case hashingFailed(message: String)

    public static let samples: [CredentialsText] = [
        .keyUnusable(reason: "permission denied"), .keyMissing(path: "/tmp/issuer.key"),
        .iterationsOutOfRange(count: 0), .hashingFailed(message: "out of memory"),
    ]
}
