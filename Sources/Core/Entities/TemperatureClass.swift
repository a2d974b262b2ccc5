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

    public var label: String { rawValue }

    public var rangeDescription: String {
        switch self {
        case .cold: "25℃未満"
        case .low: "25–34℃"
        case .warm: "34–42℃"
        case .hot: "42℃以上"
        }
    }
}
