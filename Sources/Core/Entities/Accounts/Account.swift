import Foundation
import Localization

public struct AccountID: Hashable, Codable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

/// A local mock account. The PIN is never part of it: only its hash is stored, apart.
public struct Account: Hashable, Codable, Sendable, Identifiable {
    public var id: AccountID
    public var displayName: String
    public var email: String
    public var createdAt: Date

    public init(id: AccountID, displayName: String, email: String, createdAt: Date) {
        self.id = id
        self.displayName = displayName
        self.email = email
        self.createdAt = createdAt
    }
}

public enum AccountProblem: Error, Equatable, Sendable, CustomStringConvertible {

    case displayName
    case email
    case pin
    case emailTaken
    case wrongCredentials
    case notFound
    /// Too many wrong PINs: the next try is allowed at this moment.
    case throttled(until: Date)
    /// The user database failed; the message says how.
    case storage(String)

    public var description: String {
        switch self {
        case .displayName: CommerceText.accountDisplayName.text
        case .email: CommerceText.accountEmail.text
        case .pin: CommerceText.accountPIN.text
        case .emailTaken: CommerceText.accountEmailTaken.text
        case .wrongCredentials: CommerceText.accountWrongCredentials.text
        case .notFound: CommerceText.accountNotFound.text
        case .throttled(let until):
            // With its day, since the longest wait is a day; in Japan time like every clock shown.
            CommerceText.accountThrottled(until: ClockText.moment(until)).text
        case .storage(let message): CommerceText.accountStorage(message: message).text
        }
    }
}

/// The sign-up form's rules.
public enum AccountRules {
    public static func displayName(_ text: String) throws(AccountProblem) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...20).contains(trimmed.count) else { throw .displayName }
        return trimmed
    }

    /// A practical check (not full RFC 5322): one `@`, a non-empty local part, a dotted domain of
    /// letters, digits and hyphens, no spaces. Lower-cased so sign-in is case-insensitive.
    public static func email(_ text: String) throws(AccountProblem) -> String {
        let email = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard email.count <= 254, parts.count == 2 else { throw .email }
        let local = parts[0], domain = parts[1]
        let localAllowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.!#$%&'*+/=?^_`{|}~-")
        guard !local.isEmpty, local.count <= 64, local.allSatisfy(localAllowed.contains),
              !local.hasPrefix("."), !local.hasSuffix("."), !local.contains("..") else { throw .email }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        let labelAllowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.count <= 63 && $0.allSatisfy(labelAllowed.contains)
                  && !$0.hasPrefix("-") && !$0.hasSuffix("-") }),
              let tld = labels.last, tld.count >= 2, !tld.allSatisfy(\.isNumber) else { throw .email }
        return email
    }

    public static func pin(_ text: String) throws(AccountProblem) -> String {
        guard (4...8).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .pin }
        return text
    }
}
