import Entities
import Foundation
import Localization

/// What the desk's field holds: a code (or an image path), and optionally this desk's facility
/// after a space, which a multi-bath pass needs (`yumeguri-pass:1:… aist-2711`).
struct DeskInput: Equatable {
    var code: String
    var facility: FacilityID?

    init(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let space = trimmed.lastIndex(where: { $0 == " " }) {
            let last = FacilityID(String(trimmed[trimmed.index(after: space)...]))
            if last.isWellFormed {
                code = trimmed[..<space].trimmingCharacters(in: .whitespaces)
                facility = last
                return
            }
        }
        code = trimmed
        facility = nil
    }

    /// What is wrong with the typed text when it is neither a code (with at most one facility id
    /// after it) nor an image's path: `CODE id1 id2` was called forged, which it is not.
    var problem: String? {
        guard !isPath else { return nil }
        let words = code.split(whereSeparator: \.isWhitespace)
        guard words.count > 1 else { return nil }
        let ids = words.dropFirst().filter { FacilityID(String($0)).isWellFormed }
        if ids.count == words.count - 1 {
            return DeskText.tooManyIDs(count: ids.count + 1).text
        }
        return DeskText.codeHasSpaces.text
    }

    /// Typed as a file's path (a `/`, `~` or an image's extension) rather than a code, so a
    /// missing file is reported as missing, not as a code that is not a ticket's.
    var isPath: Bool {
        let lowered = code.lowercased()
        return code.contains("/") || code.hasPrefix("~")
            || [".png", ".jpg", ".jpeg", ".gif", ".bmp", ".pbm", ".pgm", ".ppm", ".tif", ".tiff", ".webp"].contains { lowered.hasSuffix($0) }
    }
}
