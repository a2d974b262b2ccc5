extension CredentialsText {
    public var en: String {
        switch self {
        case .keyUnusable(let reason): "Cannot use the ticket issuer key: \(reason)"
        case .keyMissing(let path):
            "The ticket issuer key is missing: \(path) was deleted or moved after tickets were signed with it, "
                + "so they cannot be checked. Restore the file from a backup (64 hex digits, mode 0600); "
                + "no new key is made, since a new one would make every issued ticket and pass look forged."
        case .iterationsOutOfRange(let count): "PBKDF2 iterations out of range: \(count)"
        case .hashingFailed(let message): "PIN hashing failed: \(message)"
        }
    }
}
