import Localization

/// The plan screen's sentences for buying a day's tickets (issue 31 §7); `+ja` and `+en` give
/// each case its sentence.
enum PlanDayText: SampledCatalog {
    case keyBuyDay
    case hintBuyDay
    case noBathsToBuy

    static let samples: [PlanDayText] = [.keyBuyDay, .hintBuyDay, .noBathsToBuy]
}
