import Entities

/// The data credits, shared by `--about` and the About screen. The AIST credit stays in both
/// languages in either: its Japanese wording is the attribution the licence asks for.
public enum AboutText {
    public static func lines(version: String) -> [String] {
        [
            AboutCatalog.title(version: version).text,
            "",
            AboutCatalog.creditsHeader.text,
            DataCredit.onsenJapanese,
            DataCredit.onsenEnglish,
            DataCredit.mirror,
            DataCredit.map,
            DataCredit.prefectures,
            "",
            DataCredit.readings,
            DataCredit.sample,
            "",
            AboutCatalog.licencesData.text,
            AboutCatalog.licencesMap.text,
            AboutCatalog.licencesSoftware.text,
        ]
    }
}
