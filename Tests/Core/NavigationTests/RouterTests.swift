import Entities
import Foundation
@testable import Navigation
import Testing

@MainActor
@Suite struct RouterTests {
    let kusatsu = FacilityID("aist-2711")
    let beppu = FacilityID("aist-7154")

    @Test func pushAndBackWithinATab() {
        let router = Router()
        router.navigate(to: .facility(kusatsu))
        router.navigate(to: .ticketPurchase(kusatsu))
        #expect(router.currentStack == [.search, .facility(kusatsu), .ticketPurchase(kusatsu)])
        #expect(router.back())
        #expect(router.top == .facility(kusatsu))
        #expect(router.back())
        #expect(!router.back()) // a tab root has nothing to pop
        #expect(router.isAtTabRoot)
    }

    @Test func eachTabKeepsItsOwnHistory() {
        let router = Router()
        router.navigate(to: .facility(kusatsu))
        router.select(tab: .favorites)
        router.navigate(to: .facility(beppu))
        router.select(tab: .map)
        #expect(router.currentStack == [.map(focus: nil)])
        router.select(tab: .search)
        #expect(router.top == .facility(kusatsu))
        router.select(tab: .favorites)
        #expect(router.top == .facility(beppu))
        #expect(Tab.search.next == .map && Tab.account.next == .search && Tab.search.previous == .account)
    }

    @Test func modalSitsAboveTheStack() {
        let router = Router()
        router.navigate(to: .facility(kusatsu))
        router.present(.signIn)
        #expect(router.top == .signIn)
        #expect(!router.isAtTabRoot)
        #expect(router.back())
        #expect(router.modal == nil)
        #expect(router.top == .facility(kusatsu))
        router.present(.signIn)
        router.dismiss()
        #expect(router.top == .facility(kusatsu))
    }

    @Test func deepLinkOpensItsStack() throws {
        let router = Router()
        router.open(try DeepLink.parse("facility/aist-2601/ticket"))
        #expect(router.selectedTab == .search)
        let id = FacilityID("aist-2601")
        #expect(router.currentStack == [.search, .facility(id), .ticketPurchase(id)])
    }

    @Test func stacksRoundTripThroughCodable() throws {
        let stack: [Destination] = [.search, .facility(kusatsu), .map(focus: kusatsu), .map(focus: nil), .ticket("T-1"),
                                    .coupons(beppu), .ticketPurchase(beppu), .favorites, .visits, .tickets, .account, .signIn, .about,
                                    .rallies, .rally(RallyID("nasu")), .plans, .plan("plan-1"), .journeyMap(.plan("plan-1")),

                                    .passPurchase(RallyID("beppu-hatto")), .passPayment(RallyID("beppu-hatto")),
                                    .passReview(RallyID("beppu-hatto")), .pass("P-1")]
        let data = try JSONEncoder().encode(stack)
        #expect(try JSONDecoder().decode([Destination].self, from: data) == stack)
        #expect(String(decoding: data, as: UTF8.self).contains("aist-2711"))
    }
}

@Suite struct DeepLinkTests {
    @Test(arguments: [
        ("facility/aist-2601", Tab.search, [Destination.search, .facility(FacilityID("aist-2601"))]),
        ("/facility/aist-2601/", Tab.search, [.search, .facility(FacilityID("aist-2601"))]),
        ("facility/aist-2601/coupons", Tab.search, [.search, .facility(FacilityID("aist-2601")), .coupons(FacilityID("aist-2601"))]),
        ("favorites", Tab.favorites, [.favorites]),
        ("visits", Tab.favorites, [.favorites, .visits]),
        ("tickets", Tab.tickets, [.tickets]),
        ("map", Tab.map, [.map(focus: nil)]),
        ("map/aist-2711", Tab.map, [.map(focus: FacilityID("aist-2711"))]),
        ("account", Tab.account, [.account]),
        ("search", Tab.search, [.search]),
        ("rallies", Tab.favorites, [.favorites, .rallies]),
        ("rally/beppu-hatto", Tab.favorites, [.favorites, .rallies, .rally(RallyID("beppu-hatto"))]),
        ("rally/beppu-hatto/map", Tab.favorites, [.favorites, .rallies, .rally(RallyID("beppu-hatto")), .journeyMap(.rally(RallyID("beppu-hatto")))]),
        ("plans", Tab.favorites, [.favorites, .plans]),
        ("plan/plan-1a2b", Tab.favorites, [.favorites, .plans, .plan("plan-1a2b")]),
        ("plan/plan-1a2b/map", Tab.favorites, [.favorites, .plans, .plan("plan-1a2b"), .journeyMap(.plan("plan-1a2b"))]),
        ("rally/sanmeisen/pass", Tab.tickets, [.tickets, .passPurchase(RallyID("sanmeisen"))]),
        ("plan/plan-1a2b/day/2/buy", Tab.favorites, [.favorites, .plans, .plan("plan-1a2b"), .tripDayPurchase(planID: "plan-1a2b", day: 1)]),
    ])
    func validRoutes(_ route: String, _ tab: Tab, _ stack: [Destination]) throws {
        let link = try DeepLink.parse(route)
        #expect(link.tab == tab)
        #expect(link.stack == stack)
    }

    @Test func invalidRoutesSayWhatIsWrong() {
        #expect(throws: DeepLink.ParseError.empty) { try DeepLink.parse("") }
        #expect(throws: DeepLink.ParseError.unknownRoute("onsen/1")) { try DeepLink.parse("onsen/1") }
        // A trip day is counted from 1, and a trip has at most DayPlan.maximumDays days.
        #expect(throws: DeepLink.ParseError.unknownRoute("plan/plan-1/day/0/buy")) { try DeepLink.parse("plan/plan-1/day/0/buy") }
        #expect(throws: DeepLink.ParseError.unknownRoute("plan/plan-1/day/x/buy")) { try DeepLink.parse("plan/plan-1/day/x/buy") }
        #expect(throws: DeepLink.ParseError.unknownRoute("facility/aist-1/x")) { try DeepLink.parse("facility/aist-1/x") }
        #expect(throws: DeepLink.ParseError.badFacilityID("kusatsu")) { try DeepLink.parse("facility/kusatsu") }
        #expect(throws: DeepLink.ParseError.badFacilityID("aist-")) { try DeepLink.parse("map/aist-") }
        #expect(DeepLink.ParseError.unknownRoute("x").description.contains("facility/aist-2601"))
        #expect(throws: DeepLink.ParseError.badRallyID("Beppu_Hatto")) { try DeepLink.parse("rally/Beppu_Hatto") }
        #expect(throws: DeepLink.ParseError.badPlanID("..")) { try DeepLink.parse("plan/..") }
        #expect(throws: DeepLink.ParseError.unknownRoute("rally/x/y")) { try DeepLink.parse("rally/x/y") }
        #expect(throws: DeepLink.ParseError.badRallyID("Sanmeisen")) { try DeepLink.parse("rally/Sanmeisen/pass") }
    }
}
