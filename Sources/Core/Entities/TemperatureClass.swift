import Localization

/// 鉱泉分析法指針's classes of spring temperature.
public enum TemperatureClass: String, CaseIterable, Codable, Sendable, Hashable {
    case cold = "冷鉱泉"
    case low = "低温泉"
    case warm = "温泉"
    case hot = "高温泉"

    public init(celsius: Double) {
        switch celsius {
        case ..<25: self = .cold
        case ..<34: self = .low
        case ..<42: self = .warm
        default: self = .hot
        }
    }

    /// The class in the language in force; `rawValue` is the stored key.
    public var label: String { SpringsText.temperatureClass(self).text }

    public var rangeDescription: String { SpringsText.temperatureRange(self).text }
}
