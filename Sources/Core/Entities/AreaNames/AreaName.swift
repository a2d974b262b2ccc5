import Localization

/// How an area's name shows: in Japanese the name as written (`草津温泉`); in English its Hepburn
/// romaji first and the name after (`Kusatsu Onsen 草津温泉`), so a reader who cannot read kanji
/// reads the place and still sees what the signs at the station say. A name with no romaji (no
/// reading in the catalog) shows alone in both.
public enum AreaName {
    /// Whether a list shows the kana reading after a name: in Japanese; in English the romaji
    /// already leads the name and kana tell its reader nothing more.
    public static var showsReading: Bool { AppLanguage.current == .ja }

    public static func display(name: String, romaji: String, in language: Language = AppLanguage.current) -> String {
        switch language {
        case .ja: name
        case .en: romaji.isEmpty || romaji == name ? name : romaji + " " + name
        }
    }
}

extension FacilityListing {
    /// The name in the language in force (`AreaName.display`).
    public var displayName: String { AreaName.display(name: name, romaji: hepburn) }

    /// The prefecture in the language in force: `群馬県` / `Gunma`.
    public var prefectureDisplayName: String { PlaceName.display(name: prefectureName, english: prefectureEnglishName) }

    /// The region in the language in force: `関東` / `Kanto`.
    public var regionDisplayName: String { PlaceName.display(name: regionName, english: regionEnglishName) }
}

/// A prefecture's or region's name in the language in force: Japanese as the catalog writes it,
/// English as its romaji (`Gunma`, `Kanto`: jp-prefecture's names, without 県 or "Prefecture", as
/// maps and stations abroad write them). The Japanese name stands in when the English is missing.
public enum PlaceName {
    public static func display(name: String, english: String, in language: Language = AppLanguage.current) -> String {
        switch language {
        case .ja: name
        case .en: english.isEmpty ? name : english
        }
    }
}

extension Prefecture {
    /// `群馬県` / `Gunma`.
    public var displayName: String { PlaceName.display(name: name, english: romaji) }
    /// `群馬` / `Gunma`: where the short form fits (a map's legend, a stamp book's row).
    public var shortDisplayName: String { PlaceName.display(name: shortName, english: romaji) }
}

extension Region {
    /// `関東` / `Kanto`.
    public var displayName: String { PlaceName.display(name: name, english: englishName) }
}

extension FacilityListing {
    /// What follows the name in a title: the kana reading in Japanese (`くさつおんせん`); nothing in
    /// English, where the romaji already leads the name.
    public var readingDisplay: String { AreaName.showsReading ? reading : "" }
}

extension FacilityListing {
    /// The 泉質 as a list shows it: in Japanese as the catalog writes it (`酸性含As`); in English
    /// that wording read by its parts (`SpringWording`: `Acidic As-containing`), with the wording
    /// marked as the catalog's where a part is not known. Nil when the catalog has none.
    public var springTypeDisplay: String? {
        if AppLanguage.current == .en, let line = englishSpringLine.value { return line }
        return AreaName.springTypeDisplay(springType)
    }
}

extension AreaName {
    /// `FacilityListing.springTypeDisplay` from the column it reads, for lists that read the
    /// catalog's columns without making a listing per row (favourites, the visit log), and the CLI's
    /// tables: one function wherever the 泉質 shows on one line.
    public static func springTypeDisplay(_ springType: String?, in language: Language = AppLanguage.current) -> String? {
        guard let springType else { return nil }
        guard language == .en else { return springType }
        return SpringWording(springType).line(in: .en)
    }
}

extension FacilityAlias {
    /// `那須温泉郷` / `Nasu Onsenkyo 那須温泉郷`: another name, shown as area names are (its reading
    /// made Hepburn, as the catalog's names are when it is built).
    public var displayName: String { AreaName.display(name: name, romaji: HepburnName.from(reading: reading)) }
}
