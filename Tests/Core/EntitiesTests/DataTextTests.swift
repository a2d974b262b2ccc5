import Entities
import Foundation
import Localization
import Testing

/// Issue 32 §2: the data's own texts (spring types, classes, the standard, hours, amenities,
/// rallies, tickets and coupons) read in one language at a time.
@Suite struct DataTextTests {
    /// The Japanese sample values the catalogs' placeholders carry.
    static let japaneseSamples = ["草津温泉", "日本三名泉"]

    @Test func everyCatalogHasBothLanguagesAndNoJapaneseInEnglish() {
        let wordings = ["内津冷鉱泉", "殆無色透明", "単純硫黄泉"]
        #expect(CatalogAudit.problems(in: SpringsText.self, allowedInEnglish: wordings).isEmpty,
                "\(CatalogAudit.problems(in: SpringsText.self, allowedInEnglish: wordings))")
        #expect(CatalogAudit.problems(in: FacilityText.self).isEmpty, "\(CatalogAudit.problems(in: FacilityText.self))")
        #expect(CatalogAudit.problems(in: CommerceText.self, allowedInEnglish: Self.japaneseSamples).isEmpty,
                "\(CatalogAudit.problems(in: CommerceText.self, allowedInEnglish: Self.japaneseSamples))")
        #expect(CatalogAudit.problems(in: RallyDataText.self).isEmpty, "\(CatalogAudit.problems(in: RallyDataText.self))")
        #expect(CatalogAudit.problems(in: TravelModeText.self).isEmpty)
        #expect(CatalogAudit.problems(in: VisitRulesText.self).isEmpty, "\(CatalogAudit.problems(in: VisitRulesText.self))")
        #expect(CatalogAudit.problems(in: FactsText.self).isEmpty, "\(CatalogAudit.problems(in: FactsText.self))")
    }

    @Test func springTypesAreNamedInTheLanguageInForce() {
        AppLanguage.$scoped.withValue(.en) {
            #expect(SpringCategory.therapeutic.map(\.label) == ["Simple", "Chloride", "Hydrogen carbonate", "Sulfate", "Carbon dioxide",
                                                               "Iron", "Acidic", "Iodine", "Sulfur", "Radioactive"])
            #expect(SpringCategory.other.label == "No therapeutic type")
            #expect(PHClass.weaklyAlkaline.label == "Weakly alkaline")
            #expect(TemperatureClass.hot.label + " (" + TemperatureClass.hot.rangeDescription + ")" == "Hot (≥ 42 °C)")
            #expect(Amenity.openAirBath.label == "Open-air bath")
            #expect(ClosedDays.weekly(.tuesday).ruleText == "closed every Tuesday (the next day after a public holiday)")
            #expect(SpringUnclassifiedReason.empty.label == "the catalog gives no spring type")
        }
        AppLanguage.$scoped.withValue(.ja) {
            #expect(SpringCategory.acidic.label == "酸性泉")
            #expect(PHClass.weaklyAlkaline.label == "弱アルカリ性")
            #expect(ClosedDays.weekly(.tuesday).ruleText == "毎週火曜 (祝日は翌日)")
        }
    }

    @Test func theCLIFindsATypeByEitherLanguagesName() {
        #expect(SpringCategory.named("Acidic") == .acidic)
        #expect(SpringCategory.named("acidic") == .acidic)
        #expect(SpringCategory.named("hydrogen") == .bicarbonate)
        #expect(SpringCategory.named("酸性") == .acidic)
        #expect(SpringCategory.named("硫黄泉") == .sulfur)
        #expect(SpringCategory.named("nothing") == nil)
        #expect(SpringCategory.named("") == nil)
    }

    @Test func theGuideSpeaksEnglishWithItsSourceAndDisclaimer() {
        let guide = SpringGuide(springType: "酸性・含鉄・硫黄泉", ph: 2.0, maxTemperature: 95)
        AppLanguage.$scoped.withValue(.en) {
            #expect(guide.types.map(\.label) == ["Iron", "Acidic", "Sulfur"])
            #expect(guide.cautions.map(\.text) == [
                "Acidic, Sulfur: take care with sensitive skin or mucous membranes; rinse with fresh water afterwards",
                "pH 2.0, strongly acidic: stings eyes and cuts",
                "Source at 95.0℃: older people and those with hypertension or heart disease should avoid baths of 42 °C or more",
            ])
            #expect(guide.effectTexts.bath.contains("atopic dermatitis"))
            #expect(guide.contraindicationTexts.contains("people with sensitive skin or mucous membranes"))
            #expect(SpringStandard.disclaimer.contains("not medical advice"))
            #expect(SpringStandard.citation.contains("Ministry of the Environment"))
        }
        AppLanguage.$scoped.withValue(.ja) {
            #expect(guide.cautions[0].text.hasPrefix("酸性泉・硫黄泉："))
            #expect(guide.effectTexts.bath.contains("アトピー性皮膚炎"))
            #expect(SpringStandard.disclaimer.contains("医学的な助言ではありません"))
            #expect(SpringStandard.citation.contains("鉱泉分析法指針"))
        }
    }

    @Test func aQueryMatchSummarisesInOneLanguage() {
        let match = SpringQueryMatch(kind: .effect, categories: [.chloride],
                                     wording: SpringStandard.entries(.bath, for: .chloride).filter { $0.japanese == "きりきず" })
        AppLanguage.$scoped.withValue(.en) {
            #expect(match.summary == "Good for bathing 'cuts' (Chloride) → Chloride · " + SpringStandard.disclaimer)
            #expect(SpringQueryMatch(kind: .type, categories: [.sulfur]).summary == "Spring type: Sulfur")
        }
        AppLanguage.$scoped.withValue(.ja) {
            #expect(match.summary == "適応症 浴用「きりきず」(塩化物泉) → 塩化物泉 · " + SpringStandard.disclaimer)
        }
    }

    @Test func theShopsProductsAndCouponsSpeakEnglish() throws {
        let products = SampleCommerce.generate(for: FacilityID("aist-7154")).ticketProducts
        try AppLanguage.$scoped.withValue(.en) {
            #expect(products.first?.title == "Adult bath ticket")
            #expect(ProductName.localized("湯めぐり手形 5回券") == "Onsen pass, 5 entries")
            #expect(ProductName.localized("湯めぐり手形 1回券") == "Onsen pass, 1 entry")
            #expect(ProductName.localized("a user's own name") == "a user's own name")
            let coupon = Coupon(id: "c", facilityID: FacilityID("aist-7154"), benefit: .freeProduct(productID: "towel", name: "タオルセット"),
                                validFrom: try VisitDate(parsing: "2026-11-01"), validUntil: try VisitDate(parsing: "2026-12-31"))
            #expect(coupon.title == "One Towel set free")
            #expect(OrderProblem.tooManyTickets(21).description == "One order holds at most \(TicketRules.maxTicketsPerOrder) tickets (21 chosen).")
            #expect(PassUseProblem.noEntriesLeft(1).description == "Its 1 entry is used.")
            #expect(PassUseProblem.noEntriesLeft(5).description == "All 5 entries are used.")
        }
        AppLanguage.$scoped.withValue(.ja) {
            #expect(products.first?.title == "大人 入浴券")
            #expect(products.first?.name == "大人 入浴券")
        }
    }

    @Test func theStampCardSummarisesItselfInBothLanguages() {
        let card = Rally.prefectureCard(prefectures: [], areasByPrefecture: [:])
        AppLanguage.$scoped.withValue(.en) {
            #expect(card.title == "All 47 prefectures")
            #expect(card.summary == "One stamp per prefecture: a bath at any of its hot springs counts")
        }
        AppLanguage.$scoped.withValue(.ja) {
            #expect(card.title == "全国47都道府県スタンプ帳")
            #expect(card.summary == "どこか一か所でも入れば、その都道府県にスタンプ")
        }
    }
}
