extension CommerceText {
    public var en: String {
        switch self {
        case .productAdult: "Adult bath ticket"
        case .productChild: "Child bath ticket"
        case .productTowel: "Towel set"
        case .productBedrock: "Hot stone bath add-on"
        case .productPrivateBath: "Private bath, 60 min"
        case .productPass(let entries): entries == 1 ? "Onsen pass, 1 entry" : "Onsen pass, \(entries) entries"
        case .ticketState(let state): Self.english(state)
        case .couponState(let state): Self.english(state)
        case .ticketAlreadyUsed: "This ticket is already used."
        case .ticketAlreadyRefunded: "This ticket is already refunded."
        case .ticketExpired(let day): "This ticket expired after \(day)."
        case .ticketNotYetValid(let day): "This ticket is valid from its date of use, \(day)."
        case .ticketUsed(let when, let bath): "used \(when) · \(bath)"
        case .orderEmpty: "Choose at least one ticket."
        case .orderTooManyTickets(let limit, let chosen): "One order holds at most \(limit) tickets (\(chosen) chosen)."
        case .orderTooManyPasses(let limit, let chosen): "One order holds 1 to \(limit) passes (\(chosen) chosen)."
        case .orderNegativeQuantity(let product): "The quantity of \(product) cannot be negative."
        case .orderUnknownProduct(let product): "\(product) is not sold at this bath."
        case .orderDateInPast(let day): "The date of use, \(day), is in the past."
        case .orderDateAfterValidity(let day, let validUntil): "The date of use, \(day), is after the last valid day, \(validUntil)."
        case .couponYenOffAdult(let yen): "\(yen) off each adult ticket"
        case .couponYenOffChild(let yen): "\(yen) off each child ticket"
        case .couponYenOffExtra(let yen): "\(yen) off each extra"
        case .couponPercentOff(let percent): "\(percent)% off the order"
        case .couponFreeProduct(let product): "One \(product) free"
        case .couponValidity(let from, let until): "\(from) to \(until)"
        case .couponValidityNewMembers(let from, let until): "\(from) to \(until) · new members only"
        case .couponAlreadyClaimed: "You already have this coupon."
        case .couponNewMembersOnly: "This coupon is for new members only."
        case .couponAlreadyUsed: "This coupon is already used."
        case .couponNotValidToday(let validity): "This coupon is not valid today (\(validity))."
        case .cardDigitsOnly: "Enter the card number in digits only."
        case .cardUnknownBrand: "Use a Visa, Mastercard, American Express or JCB card."
        case .cardLuhn: "The card number is not valid."
        case .cardExpiryFormat: "Enter the expiry date as MM/YY."
        case .cardExpired: "The card has expired."
        case .cardHolderName: "Enter the holder's name in Latin letters."
        case .cardLength(let brand): "A \(brand) card number has another length."
        case .cardCVC(let digits): "The security code has \(digits) digits."
        case .accountDisplayName: "Enter a display name of 1 to 20 characters."
        case .accountEmail: "The email address is not valid."
        case .accountPIN: "The PIN is 4 to 8 digits."
        case .accountEmailTaken: "This email address is already registered."
        case .accountWrongCredentials: "Wrong email or PIN."
        case .accountNotFound: "No such account."
        case .accountThrottled(let until): "Too many wrong PINs; try again after \(until)."
        case .accountStorage(let message): "Could not save: \(message)"
        }
    }

    private static func english(_ state: TicketState) -> String {
        switch state {
        case .unused: "unused"
        case .used: "used"
        case .expired: "expired"
        case .refunded: "refunded"
        }
    }

    private static func english(_ state: CouponState) -> String {
        switch state {
        case .usable: "usable"
        case .used: "used"
        case .expired: "expired"
        }
    }
}
