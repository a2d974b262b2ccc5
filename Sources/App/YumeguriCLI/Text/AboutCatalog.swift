import Localization

/// `--about` and the About screen's own sentences (the credits themselves are DataCredit's).
enum AboutCatalog: SampledCatalog {
    case title(version: String)
    case creditsHeader
    case licencesData, licencesMap, licencesSoftware

    static let samples: [AboutCatalog] = [.title(version: "0.1.0"), .creditsHeader, .licencesData, .licencesMap, .licencesSoftware]
}
