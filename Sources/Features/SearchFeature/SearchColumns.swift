import Entities
import Foundation
import Localization
import TerminalKit
import Widgets

/// The list's columns for a width and an order. The value a list is sorted by is always on
/// screen (sorting by pH shows pH), and a wide terminal spends its width on more columns rather
/// than on a name column wider than any name.
struct SearchColumns {
    enum Kind: Hashable {
        case name, prefecture, temperature, ph, price, distance, springType

        var title: String {
            switch self {
            case .name: SearchText.columnName.text
            case .prefecture: SearchText.columnPrefecture.text
            case .temperature: SearchText.columnTemperature.text
            case .ph: SearchText.columnPH.text
            case .price: SearchText.columnPrice.text
            case .distance: SearchText.columnDistance.text
            case .springType: SearchText.columnSpringType.text
            }
        }

        /// Numbers line up on the right.
        var alignsRight: Bool { self == .temperature || self == .ph || self == .price || self == .distance }
    }

    struct Column: Hashable {
        let kind: Kind
        let width: Int
    }

    /// Wide enough for every bundled name with its reading; more goes to other columns.
    static let comfortableName = 44
    /// From this width on, pH and price are shown whatever the order.
    static let wideWidth = 120

    let columns: [Column]

    init(width: Int, sort: FacilitySort = .relevance) {
        var extras: [Kind] = []
        let sorted: Kind? = switch sort {
        case .ph: .ph
        case .price: .price
        case .distance: .distance
        default: nil
        }
        if width >= Self.wideWidth { extras = [.ph, .price] }
        if let sorted, !extras.contains(sorted) { extras.append(sorted) }
        let extraWidths = extras.map(Self.width)
        let prefecture = 10, temperature = 9
        let fixed = prefecture + temperature + extraWidths.reduce(0, +)
        let springType = max(10, min(30, width * 3 / 10))
        var name = max(10, width - fixed - springType)
        // The columns never add up to more than the list: the spring type gives way at the name's
        // minimum (with the filter panel open and a sort column, 46 columns hold less).
        var spring = min(springType, max(0, width - fixed - name))
        if name > Self.comfortableName {
            spring += name - Self.comfortableName
            name = Self.comfortableName
        }
        var columns = [Column(kind: .name, width: name), Column(kind: .prefecture, width: prefecture),
                       Column(kind: .temperature, width: temperature)]
        columns += zip(extras, extraWidths).map { Column(kind: $0, width: $1) }
        if spring >= 6 { columns.append(Column(kind: .springType, width: spring)) }
        self.columns = columns
    }

    static func width(_ kind: Kind) -> Int {
        switch kind {
        case .ph: 6
        case .price: 12
        case .distance: 10
        default: 0
        }
    }

    var name: Int { columns.first { $0.kind == .name }?.width ?? 10 }

    /// The text of a number column for one row, nil for the others.
    static func value(_ kind: Kind, of item: FacilityListing, sort: FacilitySort) -> String? {
        switch kind {
        // One decimal in every row, so the points line up.
        case .ph: return formatPH(item.ph)
        case .price: return formatYen(item.adultPriceYen)
        case .distance:
            guard case .distance(let origin) = sort else { return "—" }
            return formatDistance(kilometres: origin.coordinate.distance(to: item.coordinate))
        case .temperature: return formatTemperatureColumn(item.maxTemperature)
        default: return nil
        }
    }
}
