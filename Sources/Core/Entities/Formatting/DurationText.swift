import Localization

/// A length of time in minutes (a leg, a stay, a wait): `45分` / `45 min`, in the language in
/// force. Distances (`5.8 km`), temperatures and yen read the same in both languages
/// (QuantityText.swift); minutes are the one unit written differently.
public func formatMinutes(_ minutes: Int) -> String { UnitText.minutes(minutes).text }

/// The units whose words differ by language.
public enum UnitText: SampledCatalog {
    case minutes(Int)

    public static let samples: [UnitText] = [.minutes(1), .minutes(45)]

    public var ja: String {
        switch self {
        case .minutes(let count): "\(count)分"
        }
    }

    public var en: String {
        switch self {
        case .minutes(let count): "\(count) min"
        }
    }
}
