import Entities
import Localization
import ScreenKit
import TerminalKit
import Widgets

/// One line of the filter panel.
public enum FilterItem: Hashable, Sendable {
    case header(LocalizedText)
    case region(String)
    case prefecture(code: String, name: String)
    case category(SpringCategory)
    case temperature(TemperatureClass)
    case ph(PHClass)
    case amenity(Amenity)
    case coupons
    case openNow
    /// The map's rectangle (set with `s` on the map); here it can only be switched off.
    case inView

    public var isHeader: Bool { if case .header = self { true } else { false } }

    public var label: String {
        switch self {
        case .header(let title): title.text
        case .region(let name): name
        case .prefecture(_, let name): name
        case .category(let category): category.label
        case .temperature(let klass): "\(klass.label) (\(klass.rangeDescription))"
        case .ph(let klass): "\(klass.label) (\(klass.rangeDescription))"
        case .amenity(let amenity): amenity.label
        case .coupons: SearchText.filterCoupons.text
        case .openNow: SearchText.filterOpenNow.text
        case .inView: SearchText.filterInView(mapKey: KeyMention.searchThisAreaOnMap.label).text
        }
    }

    public func isOn(in filter: FacilityFilter) -> Bool {
        switch self {
        case .header: false
        case .region(let name): filter.regions.contains(name)
        case .prefecture(let code, _): filter.prefectureCodes.contains(code)
        case .category(let category): filter.springCategories.contains(category)
        case .temperature(let klass): filter.temperatureClasses.contains(klass)
        case .ph(let klass): filter.phClasses.contains(klass)
        case .amenity(let amenity): filter.amenities.contains(amenity)
        case .coupons: filter.couponsOnly
        case .openNow: filter.openAt != nil
        case .inView: filter.area != nil
        }
    }

    /// `now` is the moment an "open now" choice means.
    public func toggle(_ filter: inout FacilityFilter, now: JapanTime) {
        func flip<T: Hashable>(_ set: inout Set<T>, _ value: T) {
            if set.contains(value) { set.remove(value) } else { set.insert(value) }
        }
        switch self {
        case .header: break
        case .region(let name): flip(&filter.regions, name)
        case .prefecture(let code, _): flip(&filter.prefectureCodes, code)
        case .category(let category): flip(&filter.springCategories, category)
        case .temperature(let klass): flip(&filter.temperatureClasses, klass)
        case .ph(let klass): flip(&filter.phClasses, klass)
        case .amenity(let amenity): flip(&filter.amenities, amenity)
        case .coupons: filter.couponsOnly.toggle()
        case .openNow: filter.openAt = filter.openAt == nil ? now : nil
        case .inView: filter.area = nil
        }
    }
}

/// The filter panel: its items (built from the catalog's regions and prefectures) and a cursor.
public struct FilterPanelState: Hashable, Sendable {
    public private(set) var items: [FilterItem] = []
    public private(set) var cursor = 1
    /// Region and prefecture names in English by their Japanese name (`関東` → `Kanto`), for the
    /// labels when English is in force; the filter keeps the Japanese name as its key.
    public private(set) var englishNames: [String: String] = [:]

    public init() {}

    public init(regions: [String], prefectures: [(code: String, name: String)], englishNames: [String: String] = [:]) {
        self.englishNames = englishNames
        var items: [FilterItem] = [.header(SearchText.headerMap.localized), .inView, .header(SearchText.headerRegion.localized)]
        items += regions.map(FilterItem.region)
        items.append(.header(SearchText.headerPrefecture(distanceKey: SearchScreen.filterKeys.label(for: .distanceFromPrefecture)).localized))
        items += prefectures.map { FilterItem.prefecture(code: $0.code, name: $0.name) }
        items.append(.header(SearchText.headerSpringType.localized))
        items += SpringCategory.allCases.map(FilterItem.category)
        items.append(.header(SearchText.headerTemperature.localized))
        items += TemperatureClass.allCases.map(FilterItem.temperature)
        items.append(.header(SearchText.headerPH.localized))
        items += PHClass.allCases.map(FilterItem.ph)
        items.append(.header(SearchText.headerAmenities.localized))
        items += Amenity.allCases.map(FilterItem.amenity)
        items.append(.coupons)
        items.append(.openNow)
        self.items = items
        // Start on the first region, as before the map item existed above it.
        cursor = items.firstIndex { if case .region = $0 { true } else { false } } ?? 1
    }

    public var current: FilterItem? { items.indices.contains(cursor) ? items[cursor] : nil }

    /// The item's label in the language in force: a region or prefecture by its English name in English.
    public func label(of item: FilterItem) -> String {
        switch item {
        case .region(let name), .prefecture(_, let name): PlaceName.display(name: name, english: englishNames[name] ?? "")
        default: item.label
        }
    }

    public mutating func move(_ delta: Int) {
        var next = cursor
        repeat { next += delta } while items.indices.contains(next) && items[next].isHeader
        if items.indices.contains(next) { cursor = next }
    }
}

public enum FilterPanelView {
    public static func render(_ panel: FilterPanelState, filter: FacilityFilter, in rect: Rect, on canvas: inout Canvas) {
        Box.panel(rect, title: SearchText.filtersTitle.text, on: &canvas)
        let inner = rect.inset(dx: 1, dy: 1)
        guard inner.height > 1 else { return }
        let list = Rect(x: inner.x, y: inner.y, width: inner.width, height: inner.height - 1)
        let top = ListViewport.offset(keeping: panel.cursor, visible: max(0, panel.cursor - list.height / 2),
                                      height: list.height, count: panel.items.count)
        for (line, index) in (top..<min(panel.items.count, top + list.height)).enumerated() {
            let item = panel.items[index]
            let y = list.y + line
            // Text keeps a cell clear of the border on either side; what does not fit ends in `…`.
            if item.isHeader {
                canvas.put(panel.label(of: item).truncated(toWidth: max(1, list.width - 2)), x: list.x + 1, y: y, style: .title, clip: list)
                continue
            }
            let selected = index == panel.cursor
            let mark = item.isOn(in: filter) ? "[x] " : "[ ] "
            if selected { canvas.fill(Rect(x: list.x, y: y, width: list.width, height: 1), style: .selection) }
            canvas.put((mark + panel.label(of: item)).truncated(toWidth: max(1, list.width - 3)), x: list.x + 2, y: y,
                       style: selected ? .selection : (item.isOn(in: filter) ? .accent : .normal), clip: list)
        }
        // Esc closes too (help and the status bar say so); the footer keeps to the panel's width.
        let keys = SearchScreen.filterKeys
        let footer = SearchText.filterFooter(toggle: keys.label(for: .toggleFilter), clear: keys.label(for: .clearFilters),
                                             close: keys.label(for: .closeFilters)).text
        canvas.put(footer.truncated(toWidth: max(1, inner.width - 2)), x: inner.x + 1, y: inner.maxY - 1, style: .muted, clip: inner)
    }
}
