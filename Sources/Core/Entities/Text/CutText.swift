import Localization

/// The mark after a value cut for a message (`DisplayText.cut`): how much was left out.
public enum CutText: SampledCatalog {
    case more(bytes: Int)

    public static let samples: [CutText] = [.more(bytes: 1), .more(bytes: 99_936)]

    public var ja: String {
        switch self {
        case .more(let bytes): "…(+\(bytes) バイト)"
        }
    }

    public var en: String {
        switch self {
        case .more(let bytes): "…(+\(bytes) \(bytes == 1 ? "byte" : "bytes"))"
        }
    }
}
