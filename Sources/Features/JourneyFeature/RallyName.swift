import Entities
import Localization

extension Rally {
    /// The rally's name in the language in force: its own (`別府八湯`) in Japanese, its English
    /// name in English, or its own where it has none.
    var shownName: String {
        AppLanguage.current == .en && !englishName.isEmpty ? englishName : name
    }
}
