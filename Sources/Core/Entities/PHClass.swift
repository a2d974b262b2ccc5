import Localization

/// The pH classes used by the catalog (鉱泉分析法指針).
public enum PHClass: String, CaseIterable, Codable, Sendable, Hashable {
    case acidic = "酸性"
    case weaklyAcidic = "弱酸性"
    case neutral = "中性"
    case weaklyAlkaline = "弱アルカリ性"
    case alkaline = "アルカリ性"

    public init(pH: Double) {
        switch pH {
        case ..<3: self = .acidic
        case ..<6: self = .weaklyAcidic
        case ..<7.5: self = .neutral
        case ..<8.5: self = .weaklyAlkaline
        default: self = .alkaline
        }
    }

    /// The class in the language in force; `rawValue` is the stored key.
    public var label: String { SpringsText.phClass(self).text }

    public var rangeDescription: String { SpringsText.phRange(self).text }
}
