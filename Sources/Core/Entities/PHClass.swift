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

    public var label: String { rawValue }

    public var rangeDescription: String {
        switch self {
        case .acidic: "pH 3未満"
        case .weaklyAcidic: "pH 3–6"
        case .neutral: "pH 6–7.5"
        case .weaklyAlkaline: "pH 7.5–8.5"
        case .alkaline: "pH 8.5以上"
        }
    }
}
