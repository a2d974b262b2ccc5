import ArgumentParser
import Dependencies
import Entities
import Foundation
import RoutePlanning
import Stores
import TerminalKit

/// `yumeguri plan …`: day plans (湯めぐりプラン) from the command line, through the same store as
/// the Plans screen: `plan new` orders and saves one, `plan ID` prints or exports it.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Plan a day's 湯めぐり: order baths by the shortest route, with a timetable; export as GeoJSON or GPX.",
        discussion: "Distances are great-circle × 1.3 (a road estimate), at 40 km/h by car or 4.5 km/h on foot; opening hours are sample data, in Japan time.",
        subcommands: [PlanShowCommand.self, PlanNewCommand.self, PlanListCommand.self, PlanDeleteCommand.self],
        defaultSubcommand: PlanShowCommand.self
    )

    @MainActor
    static func plan(_ id: String) async throws(CommandFailure) -> DayPlan {
        @Dependency(\.planStore) var plans
        await plans.load()
        if let problem = plans.errorMessage { try UserDataContext.fail(problem) }
        guard let plan = plans.plan(id) else {
            if let unreadable = plans.unreadablePlan(id) { try UserDataContext.fail(StoredPlanReport.cannotUse(unreadable)) }
            try UserDataContext.fail("no plan '\(DisplayText.cut(id, limit: 40))': `yumeguri plan list` lists them")
        }
        return plan
    }

    @MainActor
    static func route(_ plan: DayPlan) throws(CommandFailure) -> PlanRoute {
        @Dependency(\.planStore) var plans
        guard let route = plans.route(for: plan) else { try UserDataContext.fail("the catalog is not ready") }
        return route
    }

    /// The plan as text: its id and settings, then the timetable.
    static func text(_ plan: DayPlan, _ route: PlanRoute) -> String {
        var text = "\(plan.id)  " + PlanSummaryText.text(route.timetable, title: plan.name)
        if let start = route.startName { text += "出発地 start: \(start)\n" }
        if !route.missing.isEmpty { text += "not in the catalog (left out): " + route.missing.map(\.rawValue).joined(separator: " ") + "\n" }
        return text
    }

    /// The plan as JSON: settings, totals and the timetable, times in ISO 8601 with Japan's offset.
    static func json(_ plan: DayPlan, _ route: PlanRoute) -> String {
        struct Stop: Encodable {
            var order: Int
            var id: String
            var name: String
            var latitude: Double
            var longitude: Double
            var arrival: Date
            var departure: Date
            var legKilometres: Double
            var legMinutes: Int
            var closedOnArrival: Bool
            var hours: String
        }
        struct Plan: Encodable {
            var id: String
            var name: String
            var mode: String
            var start: String?
            var startTime: Date
            var stayMinutes: Int
            var totalKilometres: Double
            var travelMinutes: Int
            var end: Date
            var distanceRule: String
            var stops: [Stop]
            var missing: [String]
        }
        let timetable = route.timetable
        return UserDataContext.json(Plan(
            id: plan.id, name: plan.name, mode: plan.mode.rawValue, start: plan.start?.rawValue, startTime: plan.startTime,
            stayMinutes: plan.stayMinutes, totalKilometres: timetable.totalKilometres, travelMinutes: timetable.travelMinutes,
            end: timetable.end, distanceRule: "great-circle × \(formatMeasurement(RouteDistance.detourFactor))",
            stops: timetable.stops.map {
                Stop(order: $0.order, id: $0.stop.id.rawValue, name: $0.stop.name, latitude: $0.stop.coordinate.latitude,
                     longitude: $0.stop.coordinate.longitude, arrival: $0.arrival, departure: $0.departure,
                     legKilometres: $0.legKilometres, legMinutes: $0.legMinutes, closedOnArrival: $0.availability.isClosed,
                     hours: $0.availability.text)
            },
            missing: route.missing.map(\.rawValue)))
    }
}

/// `yumeguri plan ID [--json | --geojson | --gpx]`
struct PlanShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print a saved plan, or export it.")

    @Argument(help: ArgumentHelp("The plan's id (see `yumeguri plan list`).", valueName: "id"))
    var id: String
    @Flag(name: .long, help: "Print JSON.")
    var json = false
    @Flag(name: .long, help: "Print GeoJSON (RFC 7946): the stops as Points, the route as a LineString.")
    var geojson = false
    @Flag(name: .long, help: "Print GPX 1.1 with the stops as waypoints and the route.")
    var gpx = false
    @OptionGroup var options: AppOptions

    func validate() throws {
        if [json, geojson, gpx].filter({ $0 }).count > 1 { throw ValidationError("choose one of --json, --geojson and --gpx") }
    }

    func run() async throws {
        let (id, json, geojson, gpx) = (self.id, self.json, self.geojson, self.gpx)
        try await JourneyContext.run(options) {
            let plan = try await PlanCommand.plan(id)
            let route = try PlanCommand.route(plan)
            if json {
                CLIOutput.json(PlanCommand.json(plan, route))
            } else if geojson {
                // Written escaped and exact: a name's control characters are already removed.
                CLIOutput.json(GeoJSONExport.document(route.timetable), terminator: "")
            } else if gpx {
                CLIOutput.data(GPXExport.document(route.timetable, name: plan.name, originName: route.startName ?? "出発 start"))
            } else {
                CLIOutput.line(PlanCommand.text(plan, route), terminator: "")
            }
        }
    }
}

/// `yumeguri plan new --from rally:ID|favorites [--start ID] [--mode walk|car] [--at HH:MM]`
struct PlanNewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Make and save a plan of a rally's baths not yet visited, or of your favourites, in the shortest order.")

    @Option(help: ArgumentHelp("rally:ID (its baths not yet visited; all once it is done) or favorites.", valueName: "source"))
    var from: String
    @Option(help: ArgumentHelp("Start the day at this catalog area (default: at the first bath).", valueName: "id"))
    var start: String?
    @Option(help: ArgumentHelp("walk (4.5 km/h) or car (40 km/h).", valueName: "mode"))
    var mode: String = "car"
    @Option(help: ArgumentHelp("Leave at this time today, Japan time (default: the next quarter hour, 09:00 at the earliest).", valueName: "HH:MM"))
    var at: String?
    @Flag(name: .long, help: "Print JSON instead of the timetable.")
    var json = false
    @OptionGroup var options: AppOptions

    func validate() throws {
        guard DayPlan.Mode(rawValue: mode) != nil else { throw ValidationError("--mode must be walk or car") }
        if let at, Self.minutes(at) == nil { throw ValidationError("--at must be a time HH:MM (00:00–23:59)") }
        guard from == "favorites" || from.hasPrefix("rally:") else { throw ValidationError("--from must be rally:ID or favorites") }
    }

    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute),
              parts[1].count == 2 else { return nil }
        return hour * 60 + minute
    }

    func run() async throws {
        let (from, start, json, at) = (self.from, self.start, self.json, self.at)
        let mode = DayPlan.Mode(rawValue: mode) ?? .car
        try await JourneyContext.run(options) {
            @Dependency(\.planStore) var plans
            @Dependency(\.catalogStore) var catalog
            @Dependency(\.date) var date
            await plans.load()
            if let problem = plans.errorMessage { try UserDataContext.fail(problem) }
            var startID: FacilityID?
            if let start {
                guard catalog.listing(FacilityID(start)) != nil else {
                    try UserDataContext.fail("no hot-spring area with id '\(DisplayText.cut(start, limit: 40))' for --start")
                }
                startID = FacilityID(start)
            }
            let (name, origin, areas) = try await Self.source(from)
            guard var plan = await plans.create(name: name, origin: origin, areas: areas, start: startID, mode: mode) else {
                try UserDataContext.fail(plans.errorMessage ?? "nothing to plan")
            }
            if let at, let minute = Self.minutes(at) {
                let now = date.now
                plan.startTime = now.addingTimeInterval(Double((minute - JapanTime(now).minute) * 60) - now.timeIntervalSince1970.truncatingRemainder(dividingBy: 60))
                plans.update(plan)
            }
            await plans.settleWrites()
            if let problem = plans.errorMessage { try UserDataContext.fail(problem) }
            guard let saved = plans.plan(plan.id) else { try UserDataContext.fail("the plan was not saved") }
            let route = try PlanCommand.route(saved)
            if json { CLIOutput.json(PlanCommand.json(saved, route)) } else { CLIOutput.line(PlanCommand.text(saved, route), terminator: "") }
        }
    }

    @MainActor
    static func source(_ from: String) async throws(CommandFailure) -> (name: String, origin: DayPlan.Origin, areas: [FacilityID]) {
        @Dependency(\.date) var date
        let day = VisitDate(date.now, timeZone: JapanTime.timeZone)
        if from == "favorites" {
            @Dependency(\.favoritesStore) var favorites
            await favorites.load()
            let ids = favorites.favorites.map(\.id)
            if ids.isEmpty { try UserDataContext.fail("no favourites to plan (press f on a hot spring to add one)") }
            return ("お気に入り Favourites \(day)", .favorites, ids)
        }
        let store = try await JourneyContext.loadRallies()
        let progress = try JourneyContext.rally(String(from.dropFirst("rally:".count)), in: store)
        guard progress.rally.kind != .prefectures else { try UserDataContext.fail("the prefecture stamp card is not a set of baths to plan") }
        let members = progress.rally.countedMembers
        let unvisited = members.filter { progress.firstVisit(of: $0) == nil }
        return ("\(progress.rally.name) \(day)", .rally(progress.rally.id), (unvisited.isEmpty ? members : unvisited).compactMap(\.primaryArea))
    }
}

/// `yumeguri plan list`
struct PlanListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the saved plans, newest change first.")

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false
    @OptionGroup var options: AppOptions

    func run() async throws {
        let json = self.json
        try await JourneyContext.run(options) {
            @Dependency(\.planStore) var plans
            await plans.load()
            if let problem = plans.errorMessage { try UserDataContext.fail(problem) }
            if json {
                struct Row: Encodable { var id, name, mode: String; var baths: Int; var startTime, updatedAt: Date }
                CLIOutput.json(UserDataContext.json(plans.plans.map {
                    Row(id: $0.id, name: $0.name, mode: $0.mode.rawValue, baths: $0.stops.count, startTime: $0.startTime, updatedAt: $0.updatedAt)
                }))
                // The JSON's shape stays a list of plans; what cannot be read is said beside it.
                for line in StoredPlanReport.lines(plans.unreadable) { CLIOutput.error(line) }
                return
            }
            var lines = plans.plans.map { plan in
                let start = JapanTime(plan.startTime)
                return "\(plan.id)  \(plan.name.truncated(toWidth: 32).padded(toWidth: 32))  \(String(plan.stops.count).padded(toWidth: 3, alignRight: true)) baths  "
                    + "\(plan.mode.rawValue.padded(toWidth: 4))  \(VisitDate(plan.startTime, timeZone: JapanTime.timeZone)) \(start.clockText) JST"
            }
            lines.append("\(plans.plans.count) plans")
            lines += StoredPlanReport.lines(plans.unreadable)
            CLIOutput.lines(lines)
        }
    }
}

/// `yumeguri plan delete ID`
struct PlanDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a saved plan.")

    @Argument(help: ArgumentHelp("The plan's id.", valueName: "id"))
    var id: String
    @OptionGroup var options: AppOptions

    func run() async throws {
        let id = self.id
        try await JourneyContext.run(options) {
            @Dependency(\.planStore) var plans
            let plan = try await PlanCommand.plan(id)
            plans.delete(plan.id)
            await plans.settleWrites()
            if let problem = plans.errorMessage { try UserDataContext.fail(problem) }
            CLIOutput.line("deleted \(plan.id) (\(plan.name))")
        }
    }
}
