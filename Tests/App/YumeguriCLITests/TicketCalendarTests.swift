import Entities
import Foundation
import Localization
import RoutePlanning
import Testing
@testable import YumeguriCLI

/// `tickets --ics` names each area as the tickets table does: the catalog's name in the language in
/// force (`Kusatsu 草津`), the stored one once the area has left the catalog; its sentences come
/// from the catalog in each language, and a stored name reaches the file escaped (RFC 5545 §3.3.11)
/// with no control character, escape sequence or BiDi override.
@Suite struct TicketCalendarTests {
    static let kusatsu = FacilityID("aist-2711")
    static let gone = FacilityID("aist-99999")
    static let names = FacilityNames([kusatsu: FacilityNames.Name(name: "草津", hepburn: "Kusatsu")])
    static let day = VisitDate(dayNumber: 20_000)

    static func ticket(_ id: String, _ facility: FacilityID, stored: String) -> Ticket {
        Ticket(id: id, orderID: "O-\(id)", facilityID: facility, facilityName: stored, productName: "大人 入浴券", priceYen: 1_200,
               useDate: day, purchasedAt: Date(timeIntervalSince1970: 0), validUntil: day)
    }

    static let wallet = TicketsCommand.Wallet(
        tickets: [ticket("T1", kusatsu, stored: "草津温泉"), ticket("T2", gone, stored: "消えた湯; \u{1B}[31m,\u{202E}赤\n")],
        passes: [RallyPass(
            id: "P1", orderID: "R1",
            terms: RallyPassTerms(rallyID: RallyID("sanmeisen"), rallyName: "日本三名泉", rallyEnglishName: "Japan's Three Famous Springs",
                                  entries: 3, members: [.init(area: kusatsu, name: "草津温泉"), .init(area: FacilityID("aist-7154"), name: "有馬温泉")],
                                  priceYen: 2_800),
            purchasedAt: Date(timeIntervalSince1970: 0), validFrom: day, validUntil: VisitDate(dayNumber: 20_090))],
        ticketOrders: [], passOrders: [])

    /// The document as a calendar reads it: unfolded, one content line per property.
    static func document(in language: Language) -> [String] {
        AppLanguage.$scoped.withValue(language) {
            let events = TicketCalendar.events(wallet, names: names, today: day, passDay: day)
            return ICalendarWriter.unfolded(ICalendarWriter.document(events, stamp: Date(timeIntervalSince1970: 0)))
                .components(separatedBy: "\r\n")
        }
    }

    @Test func inEnglishACatalogAreaReadsInRomajiFirst() {
        let lines = Self.document(in: .en)
        #expect(lines.contains("SUMMARY:Onsen visit: Kusatsu 草津 · Adult bath ticket"), "\(lines)")
        #expect(lines.contains("LOCATION:Kusatsu 草津 (aist-2711)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("DESCRIPTION:e-ticket T1 · ") && $0.hasSuffix("· yumeguri open facility/aist-2711") }, "\(lines)")
        #expect(lines.contains("SUMMARY:Multi-bath pass: Japan's Three Famous Springs (3/3)"), "\(lines)")
        #expect(lines.contains("LOCATION:Kusatsu 草津 · 有馬温泉"), "the bath the catalog knows in romaji, the other as the rally names it: \(lines)")
    }

    @Test func inJapaneseACatalogAreaReadsAsTheCatalogNamesIt() {
        let lines = Self.document(in: .ja)
        #expect(lines.contains("SUMMARY:湯めぐり 草津 · 大人 入浴券"), "\(lines)")
        #expect(lines.contains("LOCATION:草津 (aist-2711)"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("DESCRIPTION:電子チケット T1 · ") }, "\(lines)")
        #expect(lines.contains("LOCATION:草津温泉 · 有馬温泉"), "a pass's baths as the rally names them in Japanese: \(lines)")
    }

    /// The area gone from the catalog keeps its stored name, escaped and made safe, in both languages.
    @Test(arguments: Language.allCases) func aStoredNameIsEscapedAndHasNoControlCharacters(_ language: Language) {
        let lines = Self.document(in: language)
        let location = lines.first { $0.hasPrefix("LOCATION:消えた湯") } ?? ""
        #expect(location.hasPrefix("LOCATION:消えた湯\\; "), "the semicolon escaped: \(location)")
        #expect(location.contains("\\,"), "the comma escaped: \(location)")
        #expect(location.hasSuffix(" (aist-99999)"), "\(location)")
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{7F}" || (0x202A...0x202E).contains($0.value) },
                    "\(line.debugDescription)")
        }
    }
}
