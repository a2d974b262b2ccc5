import Foundation
import Localization

/// The file `yumeguri facts export` writes and `facts import` reads, so a group can share its
/// corrections: UTF-8 text, tab-separated, a header line first, then one facility per line.
///
///     facilityId<TAB>hours<TAB>priceYen<TAB>note
///     aist-2601<TAB>Mo-Fr 10:00-21:00; Sa,Su,PH 09:00-22:00; Tu off<TAB>700<TAB>タトゥー可
///
/// An empty field is "not given". Lines starting with `#` and empty lines are skipped. Tabs and
/// line breaks cannot occur inside a field (notes and hours refuse them), so no quoting is needed.
public enum FactsFile {
    public static let header = "facilityId\thours\tpriceYen\tnote"
    /// A file bigger than this is refused before it is read: a million facilities' facts fit.
    public static let maximumBytes = 64 << 20

    public struct RowProblem: Hashable, Sendable, CustomStringConvertible {
        /// 1-based; 0 for the file as a whole.
        public let line: Int
        public let reason: String

        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }

        public var description: String { line == 0 ? reason : FactsText.atLine(line: line, reason: reason).text }
    }

    public struct Parsed: Sendable {
        public var facts: [FacilityFacts]
        public var problems: [RowProblem]
    }

    public static func export(_ facts: [FacilityFacts]) -> String {
        var text = header + "\n"
        for fact in facts.sorted(by: { $0.facilityID.rawValue < $1.facilityID.rawValue }) {
            text += [fact.facilityID.rawValue, fact.hours?.text ?? "", fact.priceYen.map(String.init) ?? "", fact.note ?? ""]
                .joined(separator: "\t") + "\n"
        }
        return text
    }

    /// Every good row, and each bad row's line and reason: a bad row costs only itself. A header
    /// that is not this format's is one problem for the whole file (nothing is read).
    public static func parse(_ text: String, knownFacility: (FacilityID) -> Bool, now: Date) -> Parsed {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        if lines.first?.hasPrefix("\u{FEFF}") == true { lines[0] = lines[0].dropFirst() }
        var parsed = Parsed(facts: [], problems: [])
        guard let first = lines.firstIndex(where: { !$0.isEmpty && !$0.hasPrefix("#") }), lines[first] == header else {
            parsed.problems.append(RowProblem(line: 1, reason: FactsText.headerFirst(header: header.replacingOccurrences(of: "\t", with: "<TAB>")).text))
            return parsed
        }
        var seen: [FacilityID: Int] = [:]
        for (offset, line) in lines.enumerated().dropFirst(first + 1) where !line.isEmpty && !line.hasPrefix("#") {
            let number = offset + 1
            switch row(line, knownFacility: knownFacility, now: now) {
            case .success(let facts):
                if let earlier = seen[facts.facilityID] {
                    parsed.problems.append(RowProblem(line: number, reason: FactsText.alreadyOnLine(id: facts.facilityID.rawValue, line: earlier).text))
                    continue
                }
                seen[facts.facilityID] = number
                parsed.facts.append(facts)
            case .failure(let problem):
                parsed.problems.append(RowProblem(line: number, reason: problem.reason))
            }
        }
        return parsed
    }

    private struct Refusal: Error { let reason: String }

    private static func row(_ line: Substring, knownFacility: (FacilityID) -> Bool, now: Date) -> Result<FacilityFacts, Refusal> {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 4 else { return .failure(Refusal(reason: FactsText.fieldCount(found: fields.count).text)) }
        let id = FacilityID(rawValue: fields[0])
        guard id.isWellFormed else { return .failure(Refusal(reason: FactsText.notAFacilityID(id: printable(fields[0])).text)) }
        guard knownFacility(id) else { return .failure(Refusal(reason: FactsText.notInCatalog(id: id.rawValue).text)) }
        var facts = FacilityFacts(facilityID: id, updatedAt: now)
        if !fields[1].isEmpty {
            do { facts.hours = try OSMOpeningHours(parsing: fields[1]) } catch { return .failure(Refusal(reason: error.description)) }
        }
        if !fields[2].isEmpty {
            guard let yen = Int(fields[2]) else { return .failure(Refusal(reason: FactsText.notAPrice(text: printable(fields[2])).text)) }
            facts.priceYen = yen
        }
        if !fields[3].isEmpty { facts.note = fields[3] }
        if let problem = facts.problem { return .failure(Refusal(reason: problem)) }
        if facts.isEmpty { return .failure(Refusal(reason: FactsText.noFacts(id: id.rawValue).text)) }
        return .success(facts)
    }

    /// A field quoted in a problem, cut short and with unsafe characters as U+XXXX.
    static func printable(_ text: String) -> String {
        let shown = text.unicodeScalars.prefix(40).map { FacilityFacts.isUnsafe($0) ? "U+" + String($0.value, radix: 16, uppercase: true) : String($0) }
        return shown.joined() + (text.unicodeScalars.count > 40 ? "…" : "")
    }
}
