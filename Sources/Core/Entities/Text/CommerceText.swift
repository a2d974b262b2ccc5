import Localization

/// The catalog of the (sample) shop's texts: product names, ticket and coupon states and titles,
/// and the order, ticket, coupon, card and account problems a user is told.
public enum CommerceText: SampledCatalog {
    case productAdult, productChild, productTowel, productBedrock, productPrivateBath
    case productPass(entries: Int)
    case ticketState(TicketState)
    case couponState(CouponState)
    case ticketAlreadyUsed, ticketAlreadyRefunded
    case ticketExpired(day: String)
    case ticketNotYetValid(day: String)
    case ticketUsed(when: String, bath: String)
    case orderEmpty
    case orderTooManyTickets(limit: Int, chosen: Int)
    case orderTooManyPasses(limit: Int, chosen: Int)
    case orderNegativeQuantity(product: String)
    case orderUnknownProduct(product: String)
    case orderDateInPast(day: String)
    case orderDateAfterValidity(day: String, validUntil: String)
    case couponYenOffAdult(yen: String)
    case couponYenOffChild(yen: String)
    case couponYenOffExtra(yen: String)
    case couponPercentOff(percent: Int)
    case couponFreeProduct(product: String)
    case couponValidity(from: String, until: String)
    case couponValidityNewMembers(from: String, until: String)
    case couponAlreadyClaimed, couponNewMembersOnly, couponAlreadyUsed
    case couponNotValidToday(validity: String)
    case cardDigitsOnly, cardUnknownBrand, cardLuhn, cardExpiryFormat, cardExpired, cardHolderName
    case cardLength(brand: String)
    case cardCVC(digits: Int)
    case accountDisplayName, accountEmail, accountPIN, accountEmailTaken, accountWrongCredentials, accountNotFound
    case accountThrottled(until: String)
    case accountStorage(message: String)

    public static let samples: [CommerceText] =
        [.productAdult, .productChild, .productTowel, .productBedrock, .productPrivateBath, .productPass(entries: 5)]
        + TicketState.allCases.map(CommerceText.ticketState) + CouponState.allCases.map(CommerceText.couponState)
        + [.ticketAlreadyUsed, .ticketAlreadyRefunded, .ticketExpired(day: "2026-12-05"), .ticketNotYetValid(day: "2026-12-05"),
           .ticketUsed(when: "2026-11-28 10:12", bath: "草津温泉"), .orderEmpty, .orderTooManyTickets(limit: 20, chosen: 21),
           .orderTooManyPasses(limit: 5, chosen: 6), .orderNegativeQuantity(product: "adult"), .orderUnknownProduct(product: "adult"),
           .orderDateInPast(day: "2026-11-01"), .orderDateAfterValidity(day: "2027-06-01", validUntil: "2027-05-28"),
           .couponYenOffAdult(yen: "¥200"), .couponYenOffChild(yen: "¥100"), .couponYenOffExtra(yen: "¥50"), .couponPercentOff(percent: 10),
           .couponFreeProduct(product: "Towel set"), .couponValidity(from: "2026-11-01", until: "2026-12-31"),
           .couponValidityNewMembers(from: "2026-11-01", until: "2026-12-31"), .couponAlreadyClaimed, .couponNewMembersOnly,
           .couponAlreadyUsed, .couponNotValidToday(validity: "2026-11-01–2026-12-31"), .cardDigitsOnly, .cardUnknownBrand, .cardLuhn,
           .cardExpiryFormat, .cardExpired, .cardHolderName, .cardLength(brand: "Visa"), .cardCVC(digits: 3), .accountDisplayName,
           .accountEmail, .accountPIN, .accountEmailTaken, .accountWrongCredentials, .accountNotFound,
           .accountThrottled(until: "12/05 10:00 JST"), .accountStorage(message: "disk full")]
}

/// The names the sample shop gives its products, stored with every order and ticket in Japanese,
/// in the language in force; any other stored name (an older catalog's, a user's file) is shown
/// as stored.
public enum ProductName {
    public static func localized(_ stored: String) -> String {
        key(for: stored)?.text ?? stored
    }

    static func key(for stored: String) -> CommerceText? {
        switch stored {
        case CommerceText.productAdult.ja: return .productAdult
        case CommerceText.productChild.ja: return .productChild
        case CommerceText.productTowel.ja: return .productTowel
        case CommerceText.productBedrock.ja: return .productBedrock
        case CommerceText.productPrivateBath.ja: return .productPrivateBath
        default:
            guard stored.hasPrefix("湯めぐり手形 "), stored.hasSuffix("回券"),
                  let entries = Int(stored.dropFirst("湯めぐり手形 ".count).dropLast("回券".count)),
                  CommerceText.productPass(entries: entries).ja == stored
            else { return nil }
            return .productPass(entries: entries)
        }
    }
}
