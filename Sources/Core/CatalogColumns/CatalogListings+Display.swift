import Localization
import Entities

/// The names as they show in the language in force, read straight from the columns (a list of a
/// thousand favourites or visits makes no listing per row).
extension CatalogListings {
    public func hepburn(at position: Int) -> String { columns.string(row: row(position), field: ListingColumns.hepburnField) }

    /// `草津温泉` / `Kusatsu Onsen 草津温泉` (`AreaName.display`).
    public func displayName(at position: Int) -> String { AreaName.display(name: name(at: position), romaji: hepburn(at: position)) }

    /// `群馬県` / `Gunma`.
    public func prefectureDisplayName(at position: Int) -> String {
        let names = columns.places[Int(columns.place[row(position)])]
        return PlaceName.display(name: names.name, english: names.englishName)
    }

    /// `酸性含As` / `Acidic As-containing` (`FacilityListing.springTypeDisplay`).
    public func springTypeDisplay(at position: Int) -> String? {
        guard AppLanguage.current == .en else { return springType(at: position) }
        return columns.englishSpringLine(row: row(position)) ?? AreaName.springTypeDisplay(springType(at: position), in: .en)
    }
}
