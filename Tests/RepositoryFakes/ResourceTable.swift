import Foundation

/// The rows of one of the app's data files under Resources/ (read from the source tree), each as
/// column → value: how the fixtures read the prefectures and how a test checks a fixture against
/// the data. Splits on commas, which the columns read from these files never hold; a quoted comma
/// would shift the columns after it and fail the comparison, not pass it. Empty when the file
/// cannot be read.
public enum ResourceTable {
    public static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources")

    public static func rows(_ path: String) -> [[String: String]] {
        guard let text = try? String(contentsOf: resources.appendingPathComponent(path), encoding: .utf8) else { return [] }
        // Any newline: prefectures.csv ends its lines with CRLF.
        let lines = text.split(whereSeparator: \.isNewline)
        let header = fields(lines.first ?? "")
        return lines.dropFirst().map { Dictionary(zip(header, fields($0)), uniquingKeysWith: { first, _ in first }) }
    }

    private static func fields(_ line: Substring) -> [String] {
        line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}
