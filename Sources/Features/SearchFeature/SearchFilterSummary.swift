import Entities
import Localization

/// The filters as one line above the list (`関東 · 硫黄泉 · クーポンあり` / `関東 · 硫黄泉 · with coupons`):
/// the names of regions, prefectures and classes are the data's; the words around them are this
/// screen's, in the language in force (`FacilityFilter.summary` knows no language).
enum SearchFilterSummary {
    static func line(_ filter: FacilityFilter, prefectureNames: [String: String]) -> String {
        var parts: [String] = []
        if filter.area != nil { parts.append(SearchText.summaryInView.text) }
        parts += filter.regions.sorted()
        parts += filter.prefectureCodes.sorted().map { prefectureNames[$0] ?? $0 }
        parts += SpringCategory.allCases.filter(filter.springCategories.contains).map(\.label)
        parts += TemperatureClass.allCases.filter(filter.temperatureClasses.contains).map(\.label)
        parts += PHClass.allCases.filter(filter.phClasses.contains).map(\.label)
        parts += Amenity.allCases.filter(filter.amenities.contains).map(\.label)
        if filter.couponsOnly { parts.append(SearchText.filterCoupons.text) }
        if let openAt = filter.openAt { parts.append(SearchText.summaryOpenAt(ClockText.minute(openAt.minute)).text) }
        return parts.joined(separator: " · ")
    }
}
