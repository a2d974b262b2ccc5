import Localization
import Entities

/// The catalog's rows as columns: a million areas as a million `FacilityListing`s held ~10 Swift
/// strings each (most of them heap-allocated: Japanese text is over 15 UTF-8 bytes), over 400 bytes
/// a row. Here the texts of all rows share one UTF-8 buffer, the prefecture and the spring type are
/// small indices into tables of their few distinct values, and aliases (few rows have any) are
/// kept aside. Immutable once built, so it is shared between threads without copying.
final class ListingColumns: Sendable {
    /// Texts stored per row in `text`, in this order.
    static let textFields = 5
    static let idField = 0, nameField = 1, readingField = 2, romajiField = 3, hepburnField = 4

    let count: Int
    /// UTF-8 of every row's id, name, reading, romaji and Hepburn name, one after another.
    let text: [UInt8]
    /// Where each text ends in `text` (`row * textFields + field`); it starts where the one before ends.
    let textEnds: [UInt32]
    /// Per row, bit `field` set: that text is kept packed (`KanaPacking`).
    let kanaPacked: [UInt8]
    /// Index into `places`.
    let place: [UInt16]
    let places: [PlaceNames]
    /// Index into `springTypes`; 0 is "none recorded".
    let springType: [UInt32]
    let springTypes: [String?]
    /// `springTypes` read into English, one per distinct wording (some 480 in the catalog), made
    /// once here so no list translates a row while it draws; empty in a process speaking Japanese.
    let englishSpringLines: [String?]
    let latitude: [Double]
    let longitude: [Double]
    /// NaN where the source has no value.
    let maxTemperature: InternedDoubles
    let ph: InternedDoubles
    let sourceCount: [Int32]
    let springCategories: [UInt16]
    let amenities: [UInt16]
    let adultPriceYen: [Int32]
    let hasCoupons: [Bool]
    let readingSource: [UInt8]
    let openingMinute: [Int16]
    let closingMinute: [Int16]
    /// `ClosedDays.storageCode`.
    let closedDays: [UInt8]
    /// Rows with aliases, ascending; `aliasStarts[k]..<aliasStarts[k + 1]` are row `aliasRows[k]`'s in `aliasList`.
    let aliasRows: [Int32]
    let aliasStarts: [Int32]
    let aliasList: [FacilityAlias]
    let idLookup: ListingIDLookup

    init(_ builder: consuming ListingColumns.Builder) {
        count = builder.latitude.count
        // Growth can leave the text buffer up to a fifth empty: keep only what is used.
        text = builder.text.capacity > builder.text.count + builder.text.count / 16 ? Self.exactCopy(builder.text) : builder.text
        textEnds = builder.textEnds
        kanaPacked = builder.kanaPacked
        place = builder.place
        places = builder.places
        springType = builder.springType
        springTypes = builder.springTypes
        // Only a process that speaks English reads them; where one is missing (a test drawing in
        // English over a catalog built in Japanese) the listing translates on demand.
        englishSpringLines = AppLanguage.current == .en ? builder.springTypes.map { $0.map { SpringWording($0).line(in: .en) } } : []
        latitude = builder.latitude
        longitude = builder.longitude
        maxTemperature = builder.maxTemperature.build()
        ph = builder.ph.build()
        sourceCount = builder.sourceCount
        springCategories = builder.springCategories
        amenities = builder.amenities
        adultPriceYen = builder.adultPriceYen
        hasCoupons = builder.hasCoupons
        readingSource = builder.readingSource
        openingMinute = builder.openingMinute
        closingMinute = builder.closingMinute
        closedDays = builder.closedDays
        aliasRows = builder.aliasRows
        aliasStarts = builder.aliasStarts + [Int32(clamping: builder.aliasList.count)]
        aliasList = builder.aliasList
        idLookup = ListingIDLookup(text: text, textEnds: textEnds, count: count)
    }

    /// `Array(array)` would share the buffer, spare capacity and all.
    private static func exactCopy(_ bytes: [UInt8]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: bytes)
        }
    }

    func textRange(row: Int, field: Int) -> Range<Int> {
        let slot = row * Self.textFields + field
        let start = slot == 0 ? 0 : Int(textEnds[slot - 1])
        return start..<Int(textEnds[slot])
    }

    func string(row: Int, field: Int) -> String {
        let range = textRange(row: row, field: field)
        let packed = kanaPacked[row] & (1 << field) != 0
        return text.withUnsafeBufferPointer { text in
            let bytes = UnsafeBufferPointer(rebasing: text[range])
            return packed ? KanaPacking.string(bytes) : String(decoding: bytes, as: UTF8.self)
        }
    }

    func aliases(row: Int) -> [FacilityAlias] {
        guard let k = aliasSlot(row: row) else { return [] }
        return Array(aliasList[Int(aliasStarts[k])..<Int(aliasStarts[k + 1])])
    }

    private func aliasSlot(row: Int) -> Int? {
        var low = 0, high = aliasRows.count
        while low < high {
            let middle = (low + high) / 2
            if Int(aliasRows[middle]) < row { low = middle + 1 } else { high = middle }
        }
        return low < aliasRows.count && Int(aliasRows[low]) == row ? low : nil
    }

    func listing(row: Int) -> FacilityListing {
        let names = places[Int(place[row])]
        return FacilityListing(
            id: FacilityID(string(row: row, field: Self.idField)), name: string(row: row, field: Self.nameField),
            reading: string(row: row, field: Self.readingField), romaji: string(row: row, field: Self.romajiField),
            prefectureCode: names.code, prefectureName: names.name, regionName: names.region,
            coordinate: Coordinate(latitude: latitude[row], longitude: longitude[row]),
            maxTemperature: Self.optional(maxTemperature[row]), ph: Self.optional(ph[row]),
            springType: springTypes[Int(springType[row])], sourceCount: Int(sourceCount[row]),
            springCategories: SpringCategoryFlags(rawValue: springCategories[row]),
            amenities: AmenityFlags(rawValue: amenities[row]), hasCoupons: hasCoupons[row], adultPriceYen: Int(adultPriceYen[row]),
            readingSource: ReadingSource.allCases[Int(readingSource[row])], aliases: aliases(row: row),
            hours: hours(row: row), hepburn: string(row: row, field: Self.hepburnField),
            prefectureEnglishName: names.englishName, regionEnglishName: names.regionEnglishName,
            englishSpringLine: englishSpringLine(row: row))
    }

    /// The 泉質's English line kept for `row`, or nil (none recorded, or none made: `englishSpringLines`).
    func englishSpringLine(row: Int) -> String? {
        let index = Int(springType[row])
        return index < englishSpringLines.count ? englishSpringLines[index] : nil
    }

    func hours(row: Int) -> OpeningHours {
        OpeningHours(openingMinute: Int(openingMinute[row]), closingMinute: Int(closingMinute[row]),
                     closedDays: ClosedDays(storageCode: Int(closedDays[row])) ?? .none)
    }

    static func optional(_ value: Double) -> Double? { value.isNaN ? nil : value }
}

/// A prefecture's code and name with its region's name: what a row shows and filters by.
struct PlaceNames: Hashable, Sendable {
    var code: String
    var name: String
    var region: String
    var englishName = ""
    var regionEnglishName = ""
}

extension ListingColumns {
    /// Takes rows one at a time (straight from the database, so no second copy of the catalog
    /// exists while it loads).
    struct Builder: Sendable {
        var text: [UInt8] = []
        var textEnds: [UInt32] = []
        var kanaPacked: [UInt8] = []
        var place: [UInt16] = []
        var places: [PlaceNames] = []
        var placeIndex: [PlaceNames: UInt16] = [:]
        var springType: [UInt32] = []
        var springTypes: [String?] = [nil]
        var springTypeIndex: [String: UInt32] = [:]
        var latitude: [Double] = []
        var longitude: [Double] = []
        var maxTemperature: InternedDoubles.Builder
        var ph: InternedDoubles.Builder
        var sourceCount: [Int32] = []
        var springCategories: [UInt16] = []
        var amenities: [UInt16] = []
        var adultPriceYen: [Int32] = []
        var hasCoupons: [Bool] = []
        var readingSource: [UInt8] = []
        var openingMinute: [Int16] = []
        var closingMinute: [Int16] = []
        var closedDays: [UInt8] = []
        var aliasRows: [Int32] = []
        var aliasStarts: [Int32] = []
        var aliasList: [FacilityAlias] = []

        init(capacity: Int) {
            // Exact capacities: arrays grown by doubling would hold up to twice what they need.
            textEnds.reserveCapacity(capacity * ListingColumns.textFields)
            kanaPacked.reserveCapacity(capacity)
            text.reserveCapacity(capacity * 48)
            place.reserveCapacity(capacity)
            springType.reserveCapacity(capacity)
            latitude.reserveCapacity(capacity)
            longitude.reserveCapacity(capacity)
            maxTemperature = InternedDoubles.Builder(capacity: capacity)
            ph = InternedDoubles.Builder(capacity: capacity)
            sourceCount.reserveCapacity(capacity)
            springCategories.reserveCapacity(capacity)
            amenities.reserveCapacity(capacity)
            adultPriceYen.reserveCapacity(capacity)
            hasCoupons.reserveCapacity(capacity)
            readingSource.reserveCapacity(capacity)
            openingMinute.reserveCapacity(capacity)
            closingMinute.reserveCapacity(capacity)
            closedDays.reserveCapacity(capacity)
        }

        /// Returns whether the text went in packed.
        private mutating func appendText(_ field: String, packing: Bool = false) -> Bool {
            let packed = packing && KanaPacking.fits(field)
            // A quarter more at a time, not twice: the buffer is the catalog's largest part, and
            // doubling would hold up to two of it (old and new) while it grows.
            let needed = text.count + field.utf8.count
            if needed > text.capacity { text.reserveCapacity(max(needed, text.capacity + text.capacity / 4)) }
            if packed { KanaPacking.append(field, to: &text) } else { text.append(contentsOf: field.utf8) }
            precondition(text.count <= Int(UInt32.max), "a catalog's text is over 4 GiB")
            textEnds.append(UInt32(text.count))
            return packed
        }

        mutating func append(_ listing: FacilityListing) {
            let row = latitude.count
            _ = appendText(listing.id.rawValue)
            let nameBit: UInt8 = appendText(listing.name, packing: true) ? 1 << ListingColumns.nameField : 0
            let readingBit: UInt8 = appendText(listing.reading, packing: true) ? 1 << ListingColumns.readingField : 0
            _ = appendText(listing.romaji)
            _ = appendText(listing.hepburn)
            kanaPacked.append(nameBit | readingBit)
            let names = PlaceNames(code: listing.prefectureCode, name: listing.prefectureName, region: listing.regionName,
                                   englishName: listing.prefectureEnglishName, regionEnglishName: listing.regionEnglishName)
            if let index = placeIndex[names] {
                place.append(index)
            } else {
                precondition(places.count < Int(UInt16.max), "more than 65,535 prefectures")
                let index = UInt16(places.count)
                places.append(names)
                placeIndex[names] = index
                place.append(index)
            }
            if let type = listing.springType {
                if let index = springTypeIndex[type] {
                    springType.append(index)
                } else {
                    let index = UInt32(springTypes.count)
                    springTypes.append(type)
                    springTypeIndex[type] = index
                    springType.append(index)
                }
            } else {
                springType.append(0)
            }
            latitude.append(listing.coordinate.latitude)
            longitude.append(listing.coordinate.longitude)
            maxTemperature.append(listing.maxTemperature ?? .nan)
            ph.append(listing.ph ?? .nan)
            sourceCount.append(Int32(clamping: listing.sourceCount))
            springCategories.append(listing.springCategories.rawValue)
            amenities.append(listing.amenities.rawValue)
            adultPriceYen.append(Int32(clamping: listing.adultPriceYen))
            hasCoupons.append(listing.hasCoupons)
            readingSource.append(UInt8(ReadingSource.allCases.firstIndex(of: listing.readingSource) ?? 0))
            openingMinute.append(Int16(clamping: listing.hours.openingMinute))
            closingMinute.append(Int16(clamping: listing.hours.closingMinute))
            closedDays.append(UInt8(clamping: listing.hours.closedDays.storageCode))
            if !listing.aliases.isEmpty {
                aliasRows.append(Int32(clamping: row))
                aliasStarts.append(Int32(clamping: aliasList.count))
                aliasList.append(contentsOf: listing.aliases)
            }
        }
    }
}
