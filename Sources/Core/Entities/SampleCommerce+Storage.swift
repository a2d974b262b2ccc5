/// A compact text form of `SampleCommerce` for the catalog database. JSON was the first choice,
/// but encoding it dominated a 100,000-row catalog build; this format is plain and versioned:
/// `1;<open>;<close>;<closed>;<adult>;<child>;<amenity bits>;<coupons 0/1>;<id>:<kind>:<price>:<name>|…`
/// where `<closed>` is `-`, `w<1–7>` (weekly) or `s<1–7>` (2nd and 4th).
extension SampleCommerce {
    public var storageText: String {
        let closed = switch closedDays {
        case .none: "-"
        case .weekly(let day): "w\(day.rawValue)"
        case .secondAndFourth(let day): "s\(day.rawValue)"
        }
        let products = ticketProducts.map { "\($0.id):\($0.kind.rawValue):\($0.priceYen):\($0.name)" }.joined(separator: "|")
        return ["1", "\(openingMinute)", "\(closingMinute)", closed, "\(adultPriceYen)", "\(childPriceYen)",
                "\(AmenityFlags(amenities).rawValue)", hasCoupons ? "1" : "0", products].joined(separator: ";")
    }

    public init?(storageText: String) {
        let fields = storageText.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 9, fields[0] == "1",
              let opening = Int(fields[1]), let closing = Int(fields[2]),
              let adult = Int(fields[4]), let child = Int(fields[5]), let bits = UInt16(fields[6])
        else { return nil }
        let closed: ClosedDays
        switch (fields[3].first, fields[3].dropFirst()) {
        case ("-", _): closed = .none
        case ("w", let day): guard let d = Int(day).flatMap(Weekday.init(rawValue:)) else { return nil }; closed = .weekly(d)
        case ("s", let day): guard let d = Int(day).flatMap(Weekday.init(rawValue:)) else { return nil }; closed = .secondAndFourth(d)
        default: return nil
        }
        var products: [TicketProduct] = []
        for item in fields[8].split(separator: "|") {
            let parts = item.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let kind = TicketProduct.Kind(rawValue: String(parts[1])), let price = Int(parts[2]) else { return nil }
            products.append(TicketProduct(id: String(parts[0]), name: String(parts[3]), kind: kind, priceYen: price))
        }
        self.init(openingMinute: opening, closingMinute: closing, closedDays: closed, adultPriceYen: adult, childPriceYen: child,
                  amenities: Set(AmenityFlags(rawValue: bits).amenities), hasCoupons: fields[7] == "1", ticketProducts: products)
    }
}
