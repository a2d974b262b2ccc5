import Entities
import Foundation
import Localization
import Testing

/// Issue 32: a ticket, an order or a verdict keeps the area's name it was made with (Japanese);
/// what shows is the catalog's name for its id in the language in force, else the kept one.
@Suite struct FacilityNamesTests {
    let kusatsu = FacilityID("aist-2711")
    var names: FacilityNames {
        FacilityNames([kusatsu: FacilityNames.Name(name: "草津", hepburn: "Kusatsu")])
    }

    func ticket(_ id: FacilityID, stored: String) -> Ticket {
        Ticket(id: "T1", orderID: "O1", facilityID: id, facilityName: stored, productName: "大人 入浴券", priceYen: 1_200,
               useDate: VisitDate(dayNumber: 20_000), purchasedAt: Date(timeIntervalSince1970: 0), validUntil: VisitDate(dayNumber: 20_090))
    }

    @Test func aKnownAreaReadsAsTheCatalogNamesItInEachLanguage() {
        #expect(names.display(kusatsu, stored: "草津温泉", in: .en) == "Kusatsu 草津")
        #expect(names.display(kusatsu, stored: "草津温泉", in: .ja) == "草津")
        AppLanguage.$scoped.withValue(.en) { #expect(names.display(ticket(kusatsu, stored: "草津")) == "Kusatsu 草津") }
        #expect(names.display(ticket(kusatsu, stored: "草津")) == "草津")
    }

    @Test func anAreaTheCatalogNoLongerHasReadsAsStored() {
        let gone = FacilityID("aist-99999")
        #expect(names.display(gone, stored: "消えた湯", in: .en) == "消えた湯")
        #expect(FacilityNames().display(kusatsu, stored: "草津", in: .en) == "草津")
    }

    @Test func aDraftsTitleIsItsFacilitysNameElseItsOwn() {
        let draft = PurchaseDraft(facilityID: kusatsu, facilityName: "草津", products: [], today: VisitDate(dayNumber: 20_000))
        #expect(draft.namedAreas == [kusatsu])
        AppLanguage.$scoped.withValue(.en) {
            #expect(names.title(of: draft) == "Kusatsu 草津")
            #expect(FacilityNames().title(of: draft) == "草津")
        }
    }

    @Test func mergingKeepsBothAndTheNewerWins() {
        let dogo = FacilityID("aist-6653")
        let merged = names.merging(FacilityNames([dogo: .init(name: "道後温泉", hepburn: "Dogo Onsen"),
                                                  kusatsu: .init(name: "草津温泉", hepburn: "Kusatsu Onsen")]))
        #expect(merged.count == 2)
        #expect(merged.display(kusatsu, stored: "", in: .en) == "Kusatsu Onsen 草津温泉")
        #expect(merged.display(dogo, stored: "", in: .en) == "Dogo Onsen 道後温泉")
    }
}
