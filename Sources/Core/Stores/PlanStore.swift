import Dependencies
import Entities
import Foundation
import Observation
import RoutePlanning
import UseCases

/// The user's day plans (湯めぐりプラン) for the app's lifetime: the one copy every screen reads
/// (the plan list, a plan's timetable, the map's route) and edits. An edit shows at once and is
/// saved behind it; a write by another process arrives through the change feed (`reload`).
@MainActor
@Observable
public final class PlanStore {
    /// Newest change first.
    public private(set) var plans: [DayPlan] = []
    public private(set) var isLoaded = false
    public private(set) var errorMessage: String?
    /// Stored plans this version will not use: kept on disk, shown as such (issue 34.2).
    public private(set) var unreadable: [UnreadablePlan] = []
    /// The plan `a` adds the focused area to: the one last opened or made.
    public private(set) var activePlanID: String?

    @ObservationIgnored @Dependency(\.journeyUseCase) private var useCase
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.uuid) private var uuid
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.rallyStore) private var rallies
    @ObservationIgnored private let loading = SingleFlight()
    /// The last timetable derived, for the plan and catalog it was derived from.
    @ObservationIgnored private var routeCache: (plan: DayPlan, catalogCount: Int, route: PlanRoute)?
    /// Saves in the order they were made: a later edit never lands before an earlier one.
    @ObservationIgnored private let saving = WritesInOrder()

    public nonisolated init() {}

    public func plan(_ id: String) -> DayPlan? { plans.first { $0.id == id } }

    /// The stored plan `id` that cannot be used, with why.
    public func unreadablePlan(_ id: String) -> UnreadablePlan? { unreadable.first { $0.id == id } }

    public var activePlan: DayPlan? { activePlanID.flatMap(plan) }

    public func load() async {
        if isLoaded { return }
        await loading.run { [weak self] in await self?.reload() }
    }

    /// Reads every plan again (another process wrote). Edits still being saved are waited for
    /// first: the read must not bring back what this process has just changed.
    public func reload() async {
        await settleWrites()
        do {
            plans = try await useCase.plans()
            unreadable = try await useCase.unreadablePlans()
            isLoaded = true
            errorMessage = nil
        } catch {
            errorMessage = "プランを読み込めません (cannot load plans): \(error.description)"
        }
    }

    /// A day of a rally's baths not yet visited (every one once it is done), shortest order
    /// first. Nil for the stamp card (a prefecture is not a bath) or a rally the catalog lacks.
    public func create(for rally: Rally) async -> DayPlan? {
        guard rally.kind != .prefectures else {
            errorMessage = "都道府県スタンプ帳はプランにできません — plan a rally of baths instead"
            return nil
        }
        let progress = rallies.progress(for: rally.id)
        let members = rally.countedMembers
        let unvisited = members.filter { progress?.firstVisit(of: $0) == nil }
        let areas = (unvisited.isEmpty ? members : unvisited).compactMap(\.primaryArea)
        return await create(name: "\(rally.name) \(VisitDate(date.now, timeZone: JapanTime.timeZone))", origin: .rally(rally.id), areas: areas)
    }

    /// A new plan of these areas in the shortest order (from `start`, else from whichever bath
    /// makes the day shortest), saved and made the active one. Nil when none is in the catalog.
    public func create(name: String, origin: DayPlan.Origin, areas: [FacilityID], start: FacilityID? = nil,
                       mode: DayPlan.Mode = .car) async -> DayPlan? {
        // The saved plans first: the new one joins them, and its screen has nothing left to load.
        await load()
        await catalog.load()
        let known = areas.filter { catalog.listing($0) != nil }
        guard !known.isEmpty else {
            errorMessage = "プランにする温泉がありません — no bath of the catalog to plan"
            return nil
        }
        // Refused whole, never cut: the user chooses which baths to leave out (issue 34.3).
        guard known.count <= DayPlan.maximumStops else {
            errorMessage = DayPlan.tooManyStops(known.count)
            return nil
        }
        let ordered = await shortestOrder(known, start: start)
        // Its screen went while it was ordered: no plan the user no longer waits for.
        guard !Task.isCancelled else { return nil }
        return create(name: name, origin: origin, stops: ordered, start: start, mode: mode)
    }

    /// `stops` in the shortest order from `start` (or from the best first stop), off the main actor.
    public func shortestOrder(_ stops: [FacilityID], start: FacilityID?) async -> [FacilityID] {
        let coordinates = stops.compactMap { catalog.listing($0)?.coordinate }
        guard coordinates.count == stops.count else { return stops }
        let origin = start.flatMap { catalog.listing($0)?.coordinate }
        // Owned by the caller's task: cancelling that (its screen went) cancels the ordering, which
        // stops at its next pass with the best order so far.
        let work = Task.detached(priority: .userInitiated) { RouteOrdering.shortest(from: origin, stops: coordinates) }
        let order = await withTaskCancellationHandler { await work.value } onCancel: { work.cancel() }
        return order.map { stops[$0] }
    }

    /// A new plan of these baths in the order given, saved and made the active one.
    @discardableResult
    public func create(name: String, origin: DayPlan.Origin, stops: [FacilityID], start: FacilityID? = nil,
                       mode: DayPlan.Mode = .car) -> DayPlan {
        let now = date.now
        let id = "plan-" + uuid().uuidString.lowercased().prefix(8)
        let plan = DayPlan(id: String(id), name: String(name.prefix(DayPlan.maximumNameLength)), origin: origin,
                           stops: Array(stops.prefix(DayPlan.maximumStops)), start: start,
                           startTime: DayPlan.defaultStartTime(now: now), mode: mode, updatedAt: now)
        update(plan)
        activePlanID = plan.id
        return plan
    }

    /// Replaces a plan (or adds it) at once, and saves it behind.
    public func update(_ plan: DayPlan) {
        var changed = plan
        changed.updatedAt = date.now
        if let problem = changed.storageProblem {
            errorMessage = "プランを保存できません (cannot save the plan): \(problem)"
            return
        }
        plans.removeAll { $0.id == changed.id }
        plans.insert(changed, at: 0)
        let saved = changed
        enqueue { [useCase] () throws(UserDataError) in try await useCase.savePlan(saved) }
    }

    public func delete(_ id: String) {
        plans.removeAll { $0.id == id }
        if activePlanID == id { activePlanID = nil }
        enqueue { [useCase] () throws(UserDataError) in _ = try await useCase.deletePlan(id) }
    }

    /// The plan's timetable: its baths as the catalog has them, timed from its start with their
    /// (sample) opening hours. Nil until the catalog is loaded. Derived from the plan alone, so
    /// the screen, the map and `yumeguri plan` all show the same times.
    public func route(for plan: DayPlan) -> PlanRoute? {
        guard catalog.phase == .ready else { return nil }
        let count = catalog.listings.count
        if let routeCache, routeCache.plan == plan, routeCache.catalogCount == count { return routeCache.route }
        var stops: [RouteStop] = []
        var missing: [FacilityID] = []
        for id in plan.stops {
            guard let listing = catalog.listing(id) else { missing.append(id); continue }
            stops.append(RouteStop(id: id, name: listing.name, coordinate: listing.coordinate, hours: listing.hours))
        }
        let start = plan.start.flatMap { catalog.listing($0) }
        let route = PlanRoute(
            timetable: RoutePlan(stops: stops, origin: start?.coordinate, departure: plan.startTime,
                                 mode: plan.mode, stayMinutes: plan.stayMinutes),
            startName: start?.name, missing: missing)
        routeCache = (plan, count, route)
        return route
    }

    public func activate(_ id: String) { if plan(id) != nil { activePlanID = id } }

    /// Adds an area to the active plan; false when there is none, it is there already or full.
    @discardableResult
    public func addToActive(_ id: FacilityID) -> Bool {
        guard var plan = activePlan, !plan.stops.contains(id), plan.stops.count < DayPlan.maximumStops else { return false }
        plan.stops.append(id)
        update(plan)
        return true
    }

    /// Returns once every save started so far has finished.
    public func settleWrites() async { await saving.settled() }

    private func enqueue(_ write: @escaping @Sendable () async throws(UserDataError) -> Void) {
        saving.enqueue(write) { [weak self] error in
            self?.errorMessage = "プランを保存できません (cannot save the plan): \(error.description)"
        }
    }
}

extension PlanStore: DependencyKey {
    public nonisolated static let liveValue = PlanStore()
    public nonisolated static var testValue: PlanStore { PlanStore() }
}

extension DependencyValues {
    public var planStore: PlanStore {
        get { self[PlanStore.self] }
        set { self[PlanStore.self] = newValue }
    }
}

/// A plan's timetable with what the catalog could not place.
public struct PlanRoute: Hashable, Sendable {
    public var timetable: RoutePlan
    /// The start's name when the day starts at an area of its own.
    public var startName: String?
    /// Stops the catalog no longer has (left out of the timetable).
    public var missing: [FacilityID]
}
