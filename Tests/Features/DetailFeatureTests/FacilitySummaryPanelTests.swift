import Foundation
import Dependencies
import Entities
import Stores
import TerminalKit
import TestSupport
import Testing
import UseCases
@testable import DetailFeature

@MainActor
@Suite struct FacilitySummaryPanelTests {
    func panel(_ id: FacilityID) -> FacilitySummaryPanel {
        var listing = DetailFixtures.kusatsu.listing
        listing.adultPriceYen = 1200
        listing.hasCoupons = true
        let store = withDependencies { $0.loadCatalog = .returning([listing]) } operation: { CatalogStore() }
        return withDependencies {
            $0.catalogStore = store
            // Tuesday 12:30 in Japan.
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_491_000))
        } operation: { FacilitySummaryPanel(id: id) }
    }

    @Test func showsTheFactsFromTheCatalogStore() async {
        let panel = panel(DetailFixtures.kusatsuID)
        #expect(renderText(panel, Size(width: 38, height: 10)).contains("読み込み中"))
        await panel.appearAndSettle()
        let text = renderText(panel, Size(width: 42, height: 12))
        // The open-now line is measured against the injected clock (Tuesday 12:30 in Japan).
        for fact in ["概要", "草津", "群馬県", "95.0℃ 高温泉", "酸性含As", "大人 ¥1,200", "[見本]", "件 [見本]", "営業中 24:00 JSTまで"] {
            #expect(text.contains(fact), "\(fact) missing from\n\(text)")
        }
        #expect(!text.contains("[sample]"), "one language: the coupon count read [sample] under [サンプル], one word for sample\n\(text)")
    }

    @Test func anUnknownIdSaysSo() async {
        let panel = panel(FacilityID("aist-0002"))
        await panel.appearAndSettle()
        #expect(renderText(panel, Size(width: 40, height: 6)).contains("aist-0002 は見つかりません"))
    }
}
