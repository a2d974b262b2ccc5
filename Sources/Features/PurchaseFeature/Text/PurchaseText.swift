import Localization

/// The purchase flow's catalog keys (products, payment, review, purchased): each case one whole
/// sentence or label, its values as placeholders; `PurchaseText+ja.swift` and `PurchaseText+en.swift`
/// give each its text.
public enum PurchaseText: SampledCatalog, Equatable {
    // Key summaries, and the status bar's shorter words.
    case keyNextProduct, hintNextProduct, keyPreviousProduct, keyOneMore, keyOneLess
    case keyNextDay, hintNextDay, keyPreviousDay, keyToPayment, keyStartOver, hintStartOver
    case keyToReview, keyBack, keyNextField, keyPreviousField, keyNextCard, keyPreviousCard
    case keyRememberCard
    case keyConfirm, hintConfirm, keyChangeCoupon, keyRemoveCoupon, keyOpenWallet, hintOpenWallet
    // The frame of every step.
    case stepProducts, stepPayment, stepReview, stepDone
    case whoseOrder(name: String)
    case noOrder
    case noOrderHow(buy: String, back: String)
    case loading
    // Products.
    case nothingSold
    case passTerms(entries: Int, validUntil: String, days: Int)
    case passBaths(names: [String])
    case passCountTotal(count: Int, maximum: Int, total: String)
    case ticketUseDate(day: String, validUntil: String, days: Int)
    case ticketCountTotal(count: Int, maximum: Int, total: String)
    case resumed(startOver: String)
    case noPassSold(rally: String)
    case passHasNoUseDate
    case useDateWithinValidity(days: Int, until: String)
    case useDateNotPast(today: String)
    // Payment.
    case loadingCards
    case paymentHeading(total: String)
    case cardChoice, newCard
    case fieldNumber, fieldExpiry, fieldCVC, fieldHolder
    case exampleNumber, exampleExpiry, exampleCVC, exampleHolder
    case rememberCard(key: String)
    case paymentKeys(next: String, field: String, back: String)
    // Review.
    case reviewHeading
    case coupon(title: String)
    case couponKeys(change: String, remove: String)
    case noCoupon(key: String, count: Int)
    case totalTaxIncluded
    case includedTax
    case passSummary(entries: Int, days: Int, count: Int)
    case ticketSummary(day: String, days: Int, count: Int)
    case payWith(card: String)
    case purchasing
    case reviewKeys(confirm: String, back: String)
    // Purchased.
    case noSuchOrder(id: String)
    case ticketsIssued(count: Int, order: String)
    case passesIssued(count: Int, order: String)
    case ticketDates(useDate: String, validUntil: String)
    case passRow(entries: Int, from: String, until: String)
    case subtotal, discount, totalPaid
    case couponUsed(title: String)
    case purchasedKeys(wallet: String, back: String)

    public static let samples: [PurchaseText] = [
        .keyNextProduct, .hintNextProduct, .keyPreviousProduct, .keyOneMore, .keyOneLess,
        .keyNextDay, .hintNextDay, .keyPreviousDay, .keyToPayment, .keyStartOver, .hintStartOver,
        .keyToReview, .keyBack, .keyNextField, .keyPreviousField, .keyNextCard, .keyPreviousCard,
        .keyRememberCard,
        .keyConfirm, .hintConfirm, .keyChangeCoupon, .keyRemoveCoupon, .keyOpenWallet, .hintOpenWallet,
        .stepProducts, .stepPayment, .stepReview, .stepDone,
        .whoseOrder(name: "太郎"), .noOrder, .noOrderHow(buy: "t", back: "Esc"), .loading,
        .nothingSold, .passTerms(entries: 3, validUntil: "2026-12-05", days: 30), .passBaths(names: ["草津", "伊香保"]),
        .passCountTotal(count: 1, maximum: 4, total: "¥3,000"),
        .ticketUseDate(day: "Sat 5 Dec", validUntil: "2027-03-05", days: 90),
        .ticketCountTotal(count: 2, maximum: 10, total: "¥2,400"),
        .resumed(startOver: "x"), .noPassSold(rally: "kusatsu"), .passHasNoUseDate,
        .useDateWithinValidity(days: 90, until: "2027-03-05"), .useDateNotPast(today: "2026-12-04"),
        .loadingCards, .paymentHeading(total: "¥2,400"), .cardChoice, .newCard,
        .fieldNumber, .fieldExpiry, .fieldCVC, .fieldHolder, .exampleNumber, .exampleExpiry, .exampleCVC, .exampleHolder,
        .rememberCard(key: "Ctrl-R"), .paymentKeys(next: "Enter", field: "Tab", back: "Esc"),
        .reviewHeading, .coupon(title: "10% off"), .couponKeys(change: "c", remove: "x"), .noCoupon(key: "c", count: 2),
        .totalTaxIncluded, .includedTax,
        .passSummary(entries: 3, days: 30, count: 1), .passSummary(entries: 3, days: 30, count: 2),
        .ticketSummary(day: "Sat 5 Dec", days: 90, count: 1), .ticketSummary(day: "Sat 5 Dec", days: 90, count: 4),
        .payWith(card: "Visa •••• 4242"), .purchasing, .reviewKeys(confirm: "y", back: "Esc"),
        .noSuchOrder(id: "O1"), .ticketsIssued(count: 1, order: "O1"), .ticketsIssued(count: 4, order: "O1"),
        .passesIssued(count: 1, order: "O1"), .passesIssued(count: 2, order: "O1"),
        .ticketDates(useDate: "2026-12-05", validUntil: "2027-03-05"), .passRow(entries: 3, from: "2026-12-05", until: "2027-01-04"),
        .subtotal, .discount, .totalPaid, .couponUsed(title: "10% off"), .purchasedKeys(wallet: "Enter", back: "Esc"),
    ]
}
