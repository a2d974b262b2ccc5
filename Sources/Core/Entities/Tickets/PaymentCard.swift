import Foundation
import Localization

public enum CardBrand: String, Hashable, Codable, Sendable, CaseIterable {
    case visa, mastercard, amex, jcb

    public var label: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .amex: "American Express"
        case .jcb: "JCB"
        }
    }

    /// Digits a card number of this brand has.
    public var lengths: Set<Int> {
        switch self {
        case .visa: [13, 16, 19]
        case .mastercard: [16]
        case .amex: [15]
        case .jcb: [16, 17, 18, 19]
        }
    }

    public var cvcLength: Int { self == .amex ? 4 : 3 }

    /// The brand from the number's prefix (IIN ranges), or nil.
    public static func detect(_ digits: String) -> CardBrand? {
        func prefix(_ n: Int) -> Int? { digits.count >= n ? Int(digits.prefix(n)) : nil }
        if digits.hasPrefix("4") { return .visa }
        if digits.hasPrefix("34") || digits.hasPrefix("37") { return .amex }
        if let p = prefix(4), (3528...3589).contains(p) { return .jcb }
        if let p = prefix(2), (51...55).contains(p) { return .mastercard }
        if let p = prefix(4), (2221...2720).contains(p) { return .mastercard }
        return nil
    }
}

/// A problem with a card form, one per field so the form can point at it.
public enum CardProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case numberNotDigits
    case unknownBrand
    case numberLength(CardBrand)
    case luhn
    case expiryFormat
    case expired
    case cvc(expected: Int)
    case holderName

    public var description: String {
        switch self {
        case .numberNotDigits: CommerceText.cardDigitsOnly.text
        case .unknownBrand: CommerceText.cardUnknownBrand.text
        case .numberLength(let brand): CommerceText.cardLength(brand: brand.label).text
        case .luhn: CommerceText.cardLuhn.text
        case .expiryFormat: CommerceText.cardExpiryFormat.text
        case .expired: CommerceText.cardExpired.text
        case .cvc(let expected): CommerceText.cardCVC(digits: expected).text
        case .holderName: CommerceText.cardHolderName.text
        }
    }
}

/// What is kept of a card: brand, last four digits, expiry and holder. Never the number or the CVC.
public struct SavedCard: Hashable, Codable, Sendable, Identifiable {
    public var id: String
    public var brand: CardBrand
    public var last4: String
    public var expiryMonth: Int
    public var expiryYear: Int
    public var holderName: String

    public init(id: String, brand: CardBrand, last4: String, expiryMonth: Int, expiryYear: Int, holderName: String) {
        self.id = id
        self.brand = brand
        self.last4 = last4
        self.expiryMonth = expiryMonth
        self.expiryYear = expiryYear
        self.holderName = holderName
    }

    /// `Visa •••• 4242`
    /// The same physical card, whatever id each copy got.
    public func isSameCard(as other: SavedCard) -> Bool {
        brand == other.brand && last4 == other.last4 && expiryMonth == other.expiryMonth && expiryYear == other.expiryYear
    }

    public var label: String { "\(brand.label) •••• \(last4)" }

    public func isExpired(on today: VisitDate) -> Bool { (expiryYear, expiryMonth) < (today.year, today.month) }
}

/// The card form as typed. Lives only until the payment step is left; `validated` keeps brand and last 4.
public struct CardDraft: Hashable, Sendable {
    public var number: String
    public var expiry: String
    public var cvc: String
    public var holderName: String

    public init(number: String = "", expiry: String = "", cvc: String = "", holderName: String = "") {
        self.number = number
        self.expiry = expiry
        self.cvc = cvc
        self.holderName = holderName
    }

    /// Spaces and hyphens as people type them are ignored.
    public var digits: String { number.filter { $0 != " " && $0 != "-" } }

    public func validated(on today: VisitDate, id: String) throws(CardProblem) -> SavedCard {
        let digits = self.digits
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .numberNotDigits }
        guard let brand = CardBrand.detect(digits) else { throw .unknownBrand }
        guard brand.lengths.contains(digits.count) else { throw .numberLength(brand) }
        guard Luhn.isValid(digits) else { throw .luhn }
        let (month, year) = try Self.parseExpiry(expiry)
        guard (year, month) >= (today.year, today.month) else { throw .expired }
        guard cvc.count == brand.cvcLength, cvc.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .cvc(expected: brand.cvcLength) }
        let holder = holderName.trimmingCharacters(in: .whitespaces)
        guard !holder.isEmpty, holder.count <= 26,
              holder.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.letters.contains($0) || " .-'".unicodeScalars.contains($0)) })
        else { throw .holderName }
        return SavedCard(id: id, brand: brand, last4: String(digits.suffix(4)), expiryMonth: month, expiryYear: year,
                         holderName: holder.uppercased())
    }

    /// `MM/YY` (or `MM/YYYY`) → (month, four-digit year).
    static func parseExpiry(_ text: String) throws(CardProblem) -> (Int, Int) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, [2, 4].contains(parts[1].count),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let month = Int(parts[0]), let rawYear = Int(parts[1]), (1...12).contains(month)
        else { throw .expiryFormat }
        return (month, parts[1].count == 2 ? 2000 + rawYear : rawYear)
    }
}

public enum Luhn {
    /// The Luhn (mod 10) check over ASCII digits.
    public static func isValid(_ digits: String) -> Bool {
        var sum = 0
        for (index, character) in digits.reversed().enumerated() {
            guard let value = character.wholeNumberValue, character.isASCII else { return false }
            if index % 2 == 1 {
                let doubled = value * 2
                sum += doubled > 9 ? doubled - 9 : doubled
            } else {
                sum += value
            }
        }
        return !digits.isEmpty && sum % 10 == 0
    }
}
