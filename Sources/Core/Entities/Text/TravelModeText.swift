import Localization

/// The catalog of how a trip's baths are reached, as a plan and its fixes name it.
public enum TravelModeText: SampledCatalog {
    case mode(TravelMode)

    public static let samples: [TravelModeText] = TravelMode.allCases.map(TravelModeText.mode)

    public var ja: String {
        switch self {
        case .mode(.walk): "徒歩"
        case .mode(.car): "車"
        }
    }

    public var en: String {
        switch self {
        case .mode(.walk): "walk"
        case .mode(.car): "car"
        }
    }
}
