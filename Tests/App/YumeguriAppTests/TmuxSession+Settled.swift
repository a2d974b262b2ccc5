import Foundation
import Testing

/// Waits for a screen that has settled before a key that acts on what it shows: the first row of a
/// list, the whole catalog, a map centred where the test means. A text that shows before the screen
/// settles is not enough, and three CI runs failed so: a count drawn over the catalog's stored
/// first page (the rest still loading), a step header every purchase step shares, a row further
/// down a list that was still being replaced (Enter opened 白浜温泉 instead of 草津).
///
/// The keys a test sends reach the app in order, so a key that only follows the previous key
/// (Tab to the next field, Enter to leave the query) needs no wait; one that acts on something the
/// app loads or searches on its own does.
extension TmuxSession {
    /// What the search list says while it shows the catalog's stored first page, in both
    /// languages: a check for its absence cannot be vacuous whichever language is in force.
    static let loadingTheRest = ["残りを読み込み中", "loading the rest"]

    /// The map's own "still loading" messages (catalog, progress, outline), in both languages.
    static let mapLoading = ["カタログを読み込み中", "読み込み中…", "地図を読み込み中", "Loading the catalog", "Loading…", "Loading the map"]

    /// Waits for the search list over the whole catalog with nothing typed or filtered: every area
    /// counted (`4610件 / 4610`, `4610 of 4610`) and the first page's "loading the rest" gone. Until
    /// then the list is the stored first page (`1/120 · 120件 / 4610 · 残りを読み込み中…`, which a
    /// wait for `件 / 4610` took for the list), and a key that moves or opens a row acts on rows
    /// about to be replaced. `texts` must be on
    /// the same capture, and none of `absent`. The first start builds the catalog, hence the long
    /// deadline.
    @discardableResult
    func waitForCatalogLoaded(areas: Int = 4610, with texts: [String] = [], none absent: [String] = [], timeout: Duration = .seconds(60),
                              sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let what = "the search list over the whole catalog (\(areas) areas)" + texts.map { " and '\($0)'" }.joined()
            + absent.map { " without '\($0)'" }.joined()
        return try waitFor(what, timeout: timeout, sourceLocation: sourceLocation) { screen in
            (screen.contains("\(areas)件 / \(areas)") || screen.contains("\(areas) of \(areas)"))
                && !Self.loadingTheRest.contains(where: screen.contains) && texts.allSatisfy(screen.contains)
                && !absent.contains(where: screen.contains)
        }
    }

    /// Waits until the list's first row (the line under its column header) holds every one of
    /// `texts`, in a result that answers `query`: the summary quotes it (`「草津」`, `"kusatsu"`), so
    /// the rows are not those of a query typed halfway. A new result starts at its top, so Enter
    /// then opens this row. `also` must be on the same capture.
    @discardableResult
    func waitForFirstRow(_ texts: [String], query: String, also: [String] = [], timeout: Duration = .seconds(20),
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let what = "\(texts.joined(separator: " ")) as the first row answering '\(query)'" + also.map { " and '\($0)'" }.joined()
        return try waitFor(what, timeout: timeout, sourceLocation: sourceLocation) { screen in
            guard screen.contains("「\(query)」") || screen.contains("\"\(query)\""), !Self.loadingTheRest.contains(where: screen.contains),
                  let row = Self.firstListRow(in: screen) else { return false }
            return texts.allSatisfy(row.contains) && also.allSatisfy(screen.contains)
        }
    }

    /// The first row of a list with the search's columns (the search list, the favourites): the line
    /// under the header that names the columns, in either language.
    static func firstListRow(in screen: String) -> String? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { ($0.contains("名前") && $0.contains("都道府県")) || ($0.contains("Name") && $0.contains("Pref.")) }),
              header + 1 < lines.count else { return nil }
        return lines[header + 1]
    }

    /// The map's header (`中心 36.62°N … · ズーム 7/10 …`), drawn only once the catalog and the outline
    /// are in: before that the map shows a loading message and its picture is not the one a key or a
    /// drag will move.
    static func mapHeader(in screen: String) -> String? {
        guard !mapLoading.contains(where: screen.contains) else { return nil }
        return screen.split(separator: "\n").map(String.init).first {
            ($0.contains("中心 ") && $0.contains(" · ズーム ")) || ($0.contains("centre ") && $0.contains(" · zoom "))
        }
    }

    /// Waits for the map with its catalog and outline in, and `condition` on the same capture;
    /// returns the capture.
    @discardableResult
    func waitForMapSettled(_ what: String, timeout: Duration = .seconds(20), sourceLocation: SourceLocation = #_sourceLocation,
                           _ condition: (String) -> Bool = { _ in true }) throws -> String {
        try waitFor("the map settled: \(what)", timeout: timeout, sourceLocation: sourceLocation) { screen in
            Self.mapHeader(in: screen) != nil && condition(screen)
        }
    }
}
