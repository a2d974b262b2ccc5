import Dependencies
import Entities
import Foundation
import Localization
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
    /// The day of each trip in view (0-based): the plan screen and its map step through the days
    /// together.
    public private(set) var shownDays: [String: Int] = [:]

    @ObservationIgnored @Dependency(\.journeyUseCase) private var useCase
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.uuid) private var uuid
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.rallyStore) private var rallies
    @ObservationIgnored @Dependency(\.factsStore) private var facts
    @ObservationIgnored private let loading = SingleFlight()
    /// Each plan's timetable as last derived (`deriveRoute`: in a screen's `send` or `layout`, or
    /// when the store changes the plan), with what it was derived from; `route(for:)` only reads it.
    @ObservationIgnored private var routes: [String: StoredRoute] = [:]
    /// How many timetables were derived: the test that drawing a plan twice derives nothing.
    @ObservationIgnored public private(set) var routesDerived = 0
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
            rederiveRoutes()
        } catch {
            errorMessage = StoreText.plansNotLoaded(reason: error.description).text
        }
    }

    /// A trip of a rally's baths not yet visited (every one once it is done), shortest order
    /// first, on `date` (default today in Japan), split into `days` when given. Nil for the stamp
    /// card (a prefecture is not a bath) or a rally the catalog lacks.
    public func create(for rally: Rally, date day: VisitDate? = nil, days: TripDayCount? = nil) async -> DayPlan? {
        guard rally.kind != .prefectures else {
            errorMessage = StoreText.planOfStampCard.text
            return nil
        }
        let progress = rallies.progress(for: rally.id)
        let members = rally.countedMembers
        let unvisited = members.filter { progress?.firstVisit(of: $0) == nil }
        let areas = (unvisited.isEmpty ? members : unvisited).compactMap(\.primaryArea)
        await load()
        let first = day ?? today
        return await create(name: defaultName(rally.title, date: first), origin: .rally(rally.id), areas: areas, date: first, days: days)
    }

    /// Today in Japan, whatever the machine's zone.
    public var today: VisitDate { VisitDate.japanToday(date.now) }

    /// `別府八湯 12/05 (土)`, then `… #2`, `… #3` while a plan has that name: unique, and saying
    /// what it is (where from, and the first day with its weekday).
    public func defaultName(_ what: String, date day: VisitDate) -> String {
        let base = String("\(what) \(day.tripHeading(holiday: nil))".prefix(DayPlan.maximumNameLength - 4))
        let taken = Set(plans.map(\.name))
        guard taken.contains(base) else { return base }
        var number = 2
        while taken.contains("\(base) #\(number)") { number += 1 }
        return "\(base) #\(number)"
    }

    /// A new plan of these areas in the shortest order (from `start`, else from whichever bath
    /// makes the day shortest), saved and made the active one; split into `days` when given.
    /// Nil when none is in the catalog.
    public func create(name: String, origin: DayPlan.Origin, areas: [FacilityID], start: FacilityID? = nil,
                       mode: DayPlan.Mode = .car, date day: VisitDate? = nil, days: TripDayCount? = nil) async -> DayPlan? {
        // The saved plans first: the new one joins them, and its screen has nothing left to load.
        await load()
        await catalog.load()
        let known = areas.filter { catalog.listing($0) != nil }
        guard !known.isEmpty else {
            errorMessage = StoreText.planWithoutBaths.text
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
        var plan = create(name: name, origin: origin, stops: ordered, start: start, mode: mode, date: day)
        if let days {
            let split = await split(plan, into: days)
            // Its screen went while the days were made: the plan stays as made, one day.
            guard !Task.isCancelled else { return plan }
            plan = split
            update(plan)
        }
        return plan
    }

    /// `stops` in the shortest order from `start` (or from the best first stop), off the main actor.
    public func shortestOrder(_ stops: [FacilityID], start: FacilityID?) async -> [FacilityID] {
        let coordinates = stops.compactMap { catalog.listing($0)?.coordinate }
        guard coordinates.count == stops.count else { return stops }
        let origin = start.flatMap { catalog.listing($0)?.coordinate }
        // Cancelled with its screen, the ordering stops at its next pass with the best order so far.
        let order = await ownedDetached { RouteOrdering.shortest(from: origin, stops: coordinates) }
        return order.map { stops[$0] }
    }

    /// A new plan of these baths in the order given, saved and made the active one: one day, on
    /// `date` (default today in Japan, from the next quarter hour; another day from 09:00).
    @discardableResult
    public func create(name: String, origin: DayPlan.Origin, stops: [FacilityID], start: FacilityID? = nil,
                       mode: DayPlan.Mode = .car, date day: VisitDate? = nil) -> DayPlan {
        let now = date.now
        let id = "plan-" + uuid().uuidString.lowercased().prefix(8)
        let todayStart = DayPlan.defaultStartTime(now: now)
        let first = day ?? VisitDate.japanToday(todayStart)
        let minute = first == VisitDate.japanToday(todayStart)
            ? Int(todayStart.timeIntervalSince(first.japanMoment(minute: 0)) / 60) : TripDay.defaultStartMinute
        let plan = DayPlan(id: String(id), name: String(name.prefix(DayPlan.maximumNameLength)), origin: origin, date: first,
                           days: [TripDay(stops: Array(stops.prefix(DayPlan.maximumStops)), startMinute: min(TripDay.startRange.upperBound, minute))],
                           start: start, mode: mode, updatedAt: now)
        update(plan)
        activePlanID = plan.id
        return plan
    }

    /// The plan's baths split into days again (`TripSplitter`), off the main actor. Baths the
    /// catalog lacks stay on the last day; every night is spent by the day's last bath.
    public func split(_ plan: DayPlan, into count: TripDayCount) async -> DayPlan {
        await catalog.load()
        let stops = plan.stops.compactMap(routeStop)
        let missing = plan.stops.filter { catalog.listing($0) == nil }
        let origin = plan.start.flatMap { catalog.listing($0)?.coordinate }
        var (first, mode, stay) = (plan.date, plan.mode, plan.stayMinutes)
        // A trip that starts today starts no earlier than the next quarter hour; when today's
        // window has no room left for a bath, it starts tomorrow.
        var earliest = first == today ? Int(DayPlan.defaultStartTime(now: date.now).timeIntervalSince(first.japanMoment(minute: 0)) / 60) : 0
        if earliest + stay > TripLimits.defaults(for: mode).windowEnd {
            first = first.adding(days: 1)
            earliest = 0
        }
        let (day, trip) = (first, (mode, stay))
        let result = await ownedDetached { [mode, earliest] in
            TripSplitter.split(stops: stops, origin: origin, firstDate: day, mode: trip.0, stayMinutes: trip.1,
                               limits: .defaults(for: mode), days: count, firstDayEarliest: earliest)
        }
        var changed = plan
        changed.date = first
        changed.days = zip(result.days, result.startMinutes).map { indices, minute in
            TripDay(stops: indices.map { stops[$0].id }, startMinute: minute)
        }
        if !missing.isEmpty, !changed.days.isEmpty { changed.days[changed.days.count - 1].stops += missing }
        return changed
    }

    /// Day `index`'s baths in the shortest order from where that day starts (the trip's start,
    /// or the night before), off the main actor.
    public func shortestOrder(ofDay index: Int, in plan: DayPlan) async -> [FacilityID] {
        guard plan.days.indices.contains(index) else { return [] }
        let stops = plan.days[index].stops
        let coordinates = stops.compactMap { catalog.listing($0)?.coordinate }
        guard coordinates.count == stops.count else { return stops }
        let origin = index == 0
            ? plan.start.flatMap { catalog.listing($0)?.coordinate }
            : deriveRoute(for: plan).flatMap { $0.days.indices.contains(index - 1) ? $0.days[index - 1].night : nil }
        let order = await ownedDetached { RouteOrdering.shortest(from: origin, stops: coordinates) }
        return order.map { stops[$0] }
    }

    /// A bath as the planner sees it: where it is and the hours that apply to it.
    private func routeStop(_ id: FacilityID) -> RouteStop? {
        guard let listing = catalog.listing(id) else { return nil }
        return RouteStop(id: id, name: listing.displayName, coordinate: listing.coordinate, hours: facts.hours(for: id, sample: listing.hours))
    }

    /// Replaces a plan (or adds it) at once, and saves it behind.
    public func update(_ plan: DayPlan) {
        var changed = plan
        changed.updatedAt = date.now
        if let problem = changed.storageProblem {
            errorMessage = StoreText.planNotSaved(reason: "\(problem)").text
            return
        }
        plans.removeAll { $0.id == changed.id }
        plans.insert(changed, at: 0)
        deriveRoute(for: changed)
        let saved = changed
        enqueue { [useCase] () throws(UserDataError) in try await useCase.savePlan(saved) }
    }

    public func delete(_ id: String) {
        plans.removeAll { $0.id == id }
        routes[id] = nil
        if activePlanID == id { activePlanID = nil }
        enqueue { [useCase] () throws(UserDataError) in _ = try await useCase.deletePlan(id) }
    }

    /// The plan's timetable, day by day, as derived for the plan as it is now (`deriveRoute`): a
    /// read, for `state` and views. Nil until then, and while the catalog is not loaded. Reading
    /// it reads what it is derived from, so a change to any of them draws a new frame.
    public func route(for plan: DayPlan) -> PlanRoute? {
        guard let key = routeKey(for: plan), let stored = routes[plan.id], stored.key == key else { return nil }
        return stored.route
    }

    /// The plan's timetable, day by day: its baths as the catalog has them, timed from each day's
    /// start with their (sample) opening hours on that day's date, and checked against the day's
    /// limits. Nil until the catalog is loaded. Derived from the plan alone, so the screen, the
    /// map and `yumeguri plan` all show the same times; derived again only when the plan, the
    /// catalog, the user's facts of its baths or the language changed, and stored for `route(for:)`.
    @discardableResult
    public func deriveRoute(for plan: DayPlan) -> PlanRoute? {
        guard let key = routeKey(for: plan) else { return nil }
        if let stored = routes[plan.id], stored.key == key { return stored.route }
        let route = makeRoute(plan)
        routesDerived += 1
        routes[plan.id] = StoredRoute(key: key, route: route)
        return route
    }

    /// The timetables shown so far, for the plans as they were read again: one another process
    /// deleted goes, one it changed is derived again.
    private func rederiveRoutes() {
        let shown = Set(routes.keys)
        routes = routes.filter { id, _ in plans.contains { $0.id == id } }
        for plan in plans where shown.contains(plan.id) { deriveRoute(for: plan) }
    }

    /// What a timetable is derived from. The language too: a stop's name is the one a screen
    /// shows (`Kusatsu 草津` in English).
    private struct RouteKey: Equatable {
        var plan: DayPlan
        var catalogRevision: Int
        var facts: [FacilityFacts?]
        var language: Language
    }

    private struct StoredRoute {
        var key: RouteKey
        var route: PlanRoute
    }

    private func routeKey(for plan: DayPlan) -> RouteKey? {
        guard catalog.phase == .ready else { return nil }
        // The user's facts of these baths are part of what the timetable is derived from.
        let known = (plan.stops + plan.days.compactMap(\.base)).map { facts.facts(for: $0) }
        return RouteKey(plan: plan, catalogRevision: catalog.revision, facts: known, language: AppLanguage.current)
    }

    private func makeRoute(_ plan: DayPlan) -> PlanRoute {
        var missing: [FacilityID] = []
        // A trip always has a day to show, even one stored without any.
        let days = plan.days.isEmpty ? [TripDay()] : plan.days
        let inputs = days.enumerated().map { index, day in
            TripDayInput(date: plan.date(ofDay: index), startMinute: day.startMinute,
                         stops: day.stops.compactMap { id in
                             let stop = routeStop(id)
                             if stop == nil { missing.append(id) }
                             return stop
                         },
                         base: day.base.flatMap(routeStop))
        }
        let start = plan.start.flatMap { catalog.listing($0) }
        let limits = TripLimits.defaults(for: plan.mode)
        return PlanRoute(
            days: TripTimetable.days(inputs, origin: start?.coordinate, mode: plan.mode, stayMinutes: plan.stayMinutes, limits: limits),
            startName: start?.name, missing: missing, limits: limits)
    }

    public func activate(_ id: String) { if plan(id) != nil { activePlanID = id } }

    /// The day of `id` in view, within its days.
    public func shownDay(of id: String) -> Int {
        min(max(0, (plan(id)?.days.count ?? 1) - 1), max(0, shownDays[id] ?? 0))
    }

    public func show(day: Int, of id: String) {
        guard let plan = plan(id) else { return }
        shownDays[id] = min(max(0, day), plan.days.count - 1)
    }

    /// Adds an area to the active plan's last day; false when there is none, it is there already or full.
    @discardableResult
    public func addToActive(_ id: FacilityID) -> Bool {
        guard var plan = activePlan, !plan.stops.contains(id), plan.stops.count < DayPlan.maximumStops, !plan.days.isEmpty else { return false }
        plan.days[plan.days.count - 1].stops.append(id)
        update(plan)
        return true
    }

    /// Returns once every save started so far has finished.
    public func settleWrites() async { await saving.settled() }

    private func enqueue(_ write: @escaping @Sendable () async throws(UserDataError) -> Void) {
        saving.enqueue(write) { [weak self] error in
            self?.errorMessage = StoreText.planNotSaved(reason: error.description).text
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

/// A plan's timetable, day by day, with what the catalog could not place.
public struct PlanRoute: Hashable, Sendable {
    public var days: [TripDayTimetable]
    /// The start's name when the first day starts at an area of its own.
    public var startName: String?
    /// Stops the catalog no longer has (left out of the timetable).
    public var missing: [FacilityID]
    /// The limits the days were checked against.
    public var limits: TripLimits

    /// Every day's warnings, in day order.
    public var warnings: [TripWarning] { days.flatMap(\.warnings) }
    /// The first day's timetable: a one-day plan's whole route.
    public var timetable: RoutePlan { days[0].timetable }
    public var travelMinutes: Int { days.reduce(0) { $0 + $1.travelMinutes } }
    public var travelKilometres: Double { days.reduce(0) { $0 + $1.travelKilometres } }
}
