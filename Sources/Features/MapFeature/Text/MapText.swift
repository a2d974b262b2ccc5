import Localization

/// The map's texts, the plain map's and a journey map's (a rally's members, a plan's day): keys,
/// the header and legend, the nearest list, notices. Each case one whole sentence.
public enum MapText: SampledCatalog, Hashable {
    case keyPanLeft, keyPanDown, keyPanUp, keyPanRight
    case keyZoomIn, keyZoomOut
    case keyReset
    case keyNextMarker, hintNextMarker
    case keyPreviousMarker
    case keyOpen, hintOpen
    case keyBorders
    case keySearchHere, hintSearchHere
    case keyPlanView
    case keyAddToPlan
    case keyNextStop, keyPreviousStop
    case keyNextDay, keyPreviousDay

    case map
    case around(name: String)
    case journeyTitle(String)
    case dayTitle(day: Int, days: Int, heading: String, plan: String)
    case loadingCatalog
    case loadingProgress(String)
    case loadingMap
    case cannotShow
    case noOutline(reason: String)
    case header(centre: String, zoom: Int, maxZoom: Int, across: String, borders: Bool)
    case stopsFocus(String)
    case legendArea, legendCoupon, legendFavourite, legendCluster, legendFocus, legendCentre
    case nearestTitle
    case nearestNone

    case unknownArea(id: String)
    case closestZoom
    case allOfJapan
    case noAreaInView
    case defaultPlanName
    case noPlanYet(key: String)
    case added(name: String, plan: String)
    case notAdded(name: String)
    case daysOnPlanMapOnly
    case tripDays(count: Int)
    case nothingNumbered

    /// The focused stop of a journey map: its number and name, and how far from the one before.
    case focusStop(number: Int, name: String)
    case focusLeg(number: Int, name: String, distance: String)
    case focusStart(number: Int, name: String)

    public static let samples: [MapText] = [
        .keyPanLeft, .keyPanDown, .keyPanUp, .keyPanRight, .keyZoomIn, .keyZoomOut, .keyReset, .keyNextMarker, .hintNextMarker,
        .keyPreviousMarker, .keyOpen, .hintOpen, .keyBorders, .keySearchHere, .hintSearchHere, .keyPlanView, .keyAddToPlan,
        .keyNextStop, .keyPreviousStop, .keyNextDay, .keyPreviousDay,
        .map, .around(name: "草津"), .journeyTitle("別府八湯"), .dayTitle(day: 2, days: 3, heading: "Sun 6 Dec", plan: "週末の別府"),
        .loadingCatalog, .loadingProgress("1200/4610"), .loadingMap, .cannotShow, .noOutline(reason: "file missing"),
        .header(centre: "36.62N 138.58E", zoom: 7, maxZoom: 10, across: "12.3 km", borders: true),
        .header(centre: "36.62N 138.58E", zoom: 0, maxZoom: 10, across: "1800.0 km", borders: false), .stopsFocus("2. 柴石"),
        .legendArea, .legendCoupon, .legendFavourite, .legendCluster, .legendFocus, .legendCentre, .nearestTitle, .nearestNone,
        .unknownArea(id: "aist-99999"), .closestZoom, .allOfJapan, .noAreaInView, .defaultPlanName, .noPlanYet(key: "p"),
        .added(name: "草津", plan: "週末の別府"), .notAdded(name: "草津"), .daysOnPlanMapOnly, .tripDays(count: 1), .tripDays(count: 3),
        .nothingNumbered, .focusStop(number: 2, name: "柴石"), .focusLeg(number: 2, name: "柴石", distance: "1.2 km"),
        .focusStart(number: 1, name: "亀川"),
    ]
}
