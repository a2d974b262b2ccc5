import Dependencies
import Entities
import Foundation
import Navigation
import Notices
import Repositories
import RepositoryFakes
import ScreenKit
import Stores
import UseCases

/// 別府八湯 and 草津 from the shared catalog rows (`FixtureCatalog`), with the rallies they make
/// and stores wired to in-memory repositories.
enum JourneyFixtures {
    static let oita = FixtureCatalog.oita
    static let gunma = FixtureCatalog.gunma

    /// A made-up area (a test's own, not the catalog's): many stops, or a stop at a given place.
    static func area(_ id: String, _ name: String, _ lat: Double, _ lng: Double, _ prefecture: Prefecture = oita,
                     hours: OpeningHours = .always) -> FacilityListing {
        FacilityListing(id: FacilityID(id), name: name, reading: "", romaji: "", prefectureCode: prefecture.code,
                        prefectureName: prefecture.name, regionName: prefecture.region.name,
                        coordinate: Coordinate(latitude: lat, longitude: lng), maxTemperature: 60, ph: nil, springType: nil,
                        sourceCount: 1, hours: hours)
    }

    /// 亀川 keeps day hours (10:00–20:00, every day); the other baths are open around the clock.
    static let kamegawaHours = OpeningHours(openingMinute: 10 * 60, closingMinute: 20 * 60, closedDays: .none)
    static let beppuAreas = FixtureCatalog.beppuHatto.map { area in
        area.with { if $0.id == FixtureCatalog.kamegawaID { $0.hours = kamegawaHours } }
    }
    static let kusatsu = FixtureCatalog.kusatsu
    static let listings = beppuAreas + [kusatsu]

    static let beppu = Rally(
        id: RallyID("beppu-hatto"), name: "別府八湯", englishName: "Beppu's Eight Spas", kind: .resort,
        summary: "別府の八つの温泉地", source: "別府市", note: "",
        members: beppuAreas.enumerated().map { index, listing in
            RallyMember(position: index + 1, name: String(listing.name.dropFirst(3)) + "温泉", prefectureName: "大分県", areas: [listing.id])
        })
    /// 日本三名泉 with its third member one the catalog lacks (as 湯の川 is for 日本三大美人の湯), and
    /// 下呂 outside this small catalog: two of three count.
    static let twoOfThree: Rally = {
        var rally = FixtureCatalog.sanmeisen
        rally.members[2] = RallyMember(position: 3, name: "湯の川温泉", prefectureName: "島根県", areas: [])
        return rally
    }()

    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 (Wed) 11:06:40 UTC, 20:06 JST

    /// The app-lifetime stores a journey screen reads, shared as the live app shares them.
    @MainActor
    struct Stores {
        let catalog: CatalogStore
        let visitLog: VisitLogStore
        let rallies: RallyStore
        let plans: PlanStore
        let notices: NoticeStore
        let clipboard: Clipboard
        let router: Router
    }

    /// Stores over in-memory repositories, wired to each other as in the app; `body` runs with
    /// them installed, so view models made in it see the same ones. (A store captures the
    /// dependencies of where it is made: each is made where the ones it reads are installed.)
    @MainActor
    static func withStores<T>(journey: JourneyRepository? = nil, visits: UserDataRepository = .fake(), facts: [FacilityFacts] = [],
                              listings: [FacilityListing] = listings,
                              _ body: @MainActor (Stores) async throws -> T) async rethrows -> T {
        let repository = journey ?? .inMemory(rallies: [beppu, twoOfThree])
        let router = Router(selectedTab: .favorites)
        return try await withDependencies {
            $0.loadCatalog = .returning(listings, prefectures: [gunma, oita])
            $0.journeyUseCase = JourneyUseCase(repository: repository)
            $0.visitLogUseCase = VisitLogUseCase(repository: visits)
            $0.factsUseCase = FactsUseCase(repository: .inMemory(facts))
            $0.date = .constant(now)
            $0.uuid = .incrementing
            $0.router = router
        } operation: {
            let (catalog, visitLog, notices, clipboard) = (CatalogStore(), VisitLogStore(), NoticeStore(), Clipboard())
            return try await withDependencies {
                $0.catalogStore = catalog
                $0.visitLogStore = visitLog
                $0.noticeStore = notices
                $0.clipboard = clipboard
                $0.factsStore = FactsStore()
            } operation: {
                let rallies = RallyStore()
                return try await withDependencies { $0.rallyStore = rallies } operation: {
                    let plans = PlanStore()
                    return try await withDependencies { $0.planStore = plans } operation: {
                        try await body(Stores(catalog: catalog, visitLog: visitLog, rallies: rallies, plans: plans,
                                              notices: notices, clipboard: clipboard, router: router))
                    }
                }
            }
        }
    }

    static func day(_ text: String) -> VisitDate { (try? VisitDate(parsing: text)) ?? VisitDate(now) }
}
