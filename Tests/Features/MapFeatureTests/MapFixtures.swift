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

/// Real areas from the catalog (ids, names and positions as in Resources/onsen), around 草津 and in
/// the three prefectures the issue names, plus a pile of areas in one place for aggregation.
enum MapFixtures {
    static func listing(_ id: String, _ name: String, _ pref: String, _ lat: Double, _ lng: Double, _ temp: Double?,
                        coupons: Bool = false) -> FacilityListing {
        FacilityListing(
            id: FacilityID(id), name: name, reading: "", romaji: "", prefectureCode: "00", prefectureName: pref,
            regionName: "", coordinate: Coordinate(latitude: lat, longitude: lng), maxTemperature: temp, ph: nil,
            springType: "単純温泉", sourceCount: 1, hasCoupons: coupons, adultPriceYen: 800)
    }

    static let kusatsu = FixtureCatalog.kusatsuID
    static let beppu = FixtureCatalog.kannawaID
    static let noboribetsu = FacilityID("aist-0935")

    static let listings: [FacilityListing] = [
        listing("aist-0935", "登別", "北海道", 42.4951, 141.1440, 98.4),
        listing("aist-2706", "尻焼", "群馬県", 36.6479, 138.6431, 55, coupons: true),
        listing("aist-2707", "花敷", "群馬県", 36.6474, 138.6485, 58, coupons: true),
        listing("aist-2708", "応徳", "群馬県", 36.6080, 138.6386, 51),
        listing("aist-2709", "湯の平", "群馬県", 36.6098, 138.6411, 71.5, coupons: true),
        listing("aist-2711", "草津", "群馬県", 36.6211, 138.5754, 95),
        listing("aist-2712", "万座", "群馬県", 36.6377, 138.5097, 95),
        listing("aist-6653", "道後温泉", "愛媛県", 33.8488, 132.7813, 54.2),
        listing("aist-7152", "別府/亀川", "大分県", 33.3306, 131.4938, 60.1),
        listing("aist-7153", "別府/柴石", "大分県", 33.3256, 131.4731, 100),
        listing("aist-7154", "別府/鉄輪", "大分県", 33.3148, 131.4778, 100.4),
    ] + (1...12).map { listing("aist-\(9000 + $0)", "同所\($0)", "沖縄県", 26.2, 127.7, nil) }

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
