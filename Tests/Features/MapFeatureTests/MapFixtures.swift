import Dependencies
import Entities
import Foundation
import MapCore
import MapData
import Navigation
import RepositoryFakes
import Stores
import UseCases
@testable import MapFeature

/// The shared catalog rows (`FixtureCatalog`) around 草津 and across Japan, plus a pile of areas
/// in one place for aggregation.
enum MapFixtures {
    static let kusatsu = FixtureCatalog.kusatsuID
    static let beppu = FixtureCatalog.kannawaID
    static let noboribetsu = FixtureCatalog.noboribetsu.id

    /// Three of 草津's neighbours sell sample coupons here: the coupon marks and the coupon filter
    /// have areas to show and to hide.
    static let withCoupons: Set<FacilityID> = [FacilityID("aist-2706"), FacilityID("aist-2707"), FacilityID("aist-2709")]

    static let listings: [FacilityListing] = {
        let catalog = [FixtureCatalog.noboribetsu, FixtureCatalog.kusatsu, FixtureCatalog.dogo] + FixtureCatalog.kusatsuNeighbours
            + FixtureCatalog.beppuHatto.filter { ["aist-7152", "aist-7153", "aist-7154"].contains($0.id.rawValue) }
        let areas = catalog.sorted { $0.id.rawValue < $1.id.rawValue }.map { listing in listing.with { $0.hasCoupons = withCoupons.contains($0.id) } }
        return areas + (1...12).map { pile($0) }
    }()

    /// An area of the pile on Okinawa: the same place twelve times, no temperature.
    static func pile(_ number: Int) -> FacilityListing {
        FacilityListing(
            id: FacilityID("aist-\(9000 + number)"), name: "同所\(number)", reading: "", romaji: "", prefectureCode: "47",
            prefectureName: "沖縄県", regionName: "九州", coordinate: Coordinate(latitude: 26.2, longitude: 127.7),
            maxTemperature: nil, ph: nil, springType: nil, sourceCount: 1)
    }

    /// The outline the app ships, read from the source tree.
    static let mapDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/map")

    /// A map screen's view model on a store holding `listings`, with its own router.
    @MainActor
    static func make(
        focus: FacilityID? = nil, listings: [FacilityListing] = MapFixtures.listings,
        outline: MapOutlineClient = .empty, size: TerminalSize = TerminalSize(width: 80, height: 30),
        favorites: FavoritesStore? = nil, filters: SearchFilterStore? = nil
    ) -> (MapViewModel, Router) {
        let router = Router()
        let viewModel = withDependencies {
            $0.loadCatalog = .returning(listings)
            $0.router = router
            $0.mapOutline = outline
        } operation: {
            let store = CatalogStore()
            let favoritesStore = favorites ?? FavoritesStore()
            let filterStore = filters ?? SearchFilterStore()
            return withDependencies {
                $0.catalogStore = store
                $0.favoritesStore = favoritesStore
                $0.searchFilterStore = filterStore
            } operation: { MapViewModel(focus: focus) }
        }
        viewModel.setMapSize(size)
        return (viewModel, router)
    }
}
