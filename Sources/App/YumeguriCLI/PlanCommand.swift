import ArgumentParser
import Dependencies
import Entities
import Foundation
import Localization
import RoutePlanning
import Stores
import TerminalKit

/// `yumeguri plan …`: day plans (湯めぐりプラン) from the command line, through the same store as
/// the Plans screen: `plan new` orders and saves one, `plan ID` prints or exports it.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Plan a 湯めぐり trip of one or more days: baths split into days and ordered by the shortest route, with a timetable and warnings; export as JSON, GeoJSON, GPX or iCalendar.",
        discussion: "Distances are great-circle × 1.3 (a road estimate), at 40 km/h by car or 4.5 km/h on foot; opening hours are sample data, in Japan time, on each day's date. A day should fit 09:00–21:00 and at most 7 h of driving (3 h of walking).",
        subcommands: [PlanShowCommand.self, PlanNewCommand.self, PlanListCommand.self, PlanDeleteCommand.self],
        defaultSubcommand: PlanShowCommand.self
    )

    @MainActor
    static func plan(_ id: String) async throws(CommandFailure) -> DayPlan {
        @Dependency(\.planStore) var plans
        @Dependency(\.factsStore) var facts
        // The timetable reads your hours where you gave some (the app loads them at start).
        await facts.load()
        await plans.load()
        if let problem = plans.errorMessage { try UserDataContext.fail(problem) }
        guard let plan = plans.plan(id) else {
            if let unreadable = plans.unreadablePlan(id) { try UserDataContext.fail(StoredPlanReport.cannotUse(unreadable)) }
            try UserDataContext.fail(JourneyCLIText.noPlan(DisplayText.cut(id, limit: 40)).text)
        }
        return plan
    }

    @MainActor
    static func route(_ plan: DayPlan) throws(CommandFailure) -> PlanRoute {
        @Dependency(\.planStore) var plans
        guard let route = plans.deriveRoute(for: plan) else { try UserDataContext.fail(JourneyCLIText.catalogNotReady.text) }
        return route
    }

    /// The plan as text: its id and settings, then the timetable day by day with its warnings.
    static func text(_ plan: DayPlan, _ route: PlanRoute) -> String {
        var text = "\(plan.id)  " + TripSummaryText.text(route.days, title: plan.name)
        if let start = route.startName { text += JourneyCLIText.planStart(start).text + "\n" }
        if !route.missing.isEmpty { text += JourneyCLIText.planMissing(route.missing.map(\.rawValue).joined(separator: " ")).text + "\n" }
        let warnings = route.warnings.count
        if warnings > 0 {
            text += JourneyCLIText.planWarnings(count: warnings, id: plan.id).text + "\n"
        }
        return text
    }

    static func json(_ plan: DayPlan, _ route: PlanRoute) -> String { ScriptOutput.build { UserDataContext.json(PlanJSON(plan, route)) } }

    /// Parses `--days`: a count of days or `auto` (as few as fit).
    static func dayCount(_ text: String) -> TripDayCount? {
        if text == "auto" { return .asFewAsFit }
        guard let count = Int(text), (1...DayPlan.maximumDays).contains(count) else { return nil }
        return .fixed(count)
    }

    /// Parses `--date` and checks it is a day a trip may start on (today in Japan to a year ahead).
    @MainActor
    static func date(_ text: String) throws(CommandFailure) -> VisitDate {
        @Dependency(\.planStore) var plans
        let day = try EditOptions.date(text, option: "--date")
        if let problem = TripCalendar.problem(day, today: plans.today) { try UserDataContext.fail(JourneyCLIText.planDate(problem).text) }
        return day
    }

    static let daysHelp = ArgumentHelp("Split into N days (1–\(DayPlan.maximumDays)), or auto: as few as fit the 09:00–21:00 window, the day's travel limit (car 7 h, walking 3 h) and every bath's hours.", valueName: "N|auto")
}

/// `yumeguri plan ID [--json | --geojson | --gpx | --ics] [--date YYYY-MM-DD] [--days N|auto] [--name NAME]`
struct PlanShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print a saved plan, export it, or move, split or rename it.")

    @Argument(help: ArgumentHelp("The plan's id (see `yumeguri plan list`).", valueName: "id"))
    var id: String
    @Flag(name: .long, help: "Print JSON (times in ISO 8601 with +09:00).")
    var json = false
    @Flag(name: .long, help: "Print GeoJSON (RFC 7946): the baths as Points, each day's route as a LineString with its date.")
    var geojson = false
    @Flag(name: .long, help: "Print GPX 1.1: the baths as waypoints, each day a route named with its date (times in UTC).")
    var gpx = false
    @Flag(name: .long, help: "Print iCalendar: one event per bath, in TZID=Asia/Tokyo.")
    var ics = false
    @Option(help: ArgumentHelp("Move the trip to start on this day (today in Japan to a year ahead).", valueName: "YYYY-MM-DD"))
    var date: String?
    @Option(help: PlanCommand.daysHelp)
    var days: String?
    @Option(help: ArgumentHelp("Rename the plan (at most \(DayPlan.maximumNameLength) characters).", valueName: "name"))
    var name: String?
    @OptionGroup var options: DataOptions

    func validate() throws {
        if [json, geojson, gpx, ics].filter({ $0 }).count > 1 { throw ValidationError(JourneyCLIText.chooseOneExport.text) }
        if let days, PlanCommand.dayCount(days) == nil { throw ValidationError(JourneyCLIText.daysInvalid(DayPlan.maximumDays).text) }
    }

    func run() async throws {
        let (id, json, geojson, gpx, ics) = (self.id, self.json, self.geojson, self.gpx, self.ics)
        let (date, days, name) = (self.date, self.days.flatMap(PlanCommand.dayCount), self.name)
        try await JourneyContext.run(options) {
            @Dependency(\.planStore) var plans
            @Dependency(\.date) var clock
            var plan = try await PlanCommand.plan(id)
            if date != nil || days != nil || name != nil {
                plan = try await Self.edit(plan, date: date, days: days, name: name)
            }
            let route = try PlanCommand.route(plan)
            if json {
                CLIOutput.json(PlanCommand.json(plan, route))
            } else if geojson {
                // Written escaped and exact: a name's control characters are already removed.
                CLIOutput.json(TripGeoJSONExport.document(route.days, mode: plan.mode), terminator: "")
            } else if gpx {
                CLIOutput.data(TripGPXExport.document(route.days, name: plan.name, startName: route.startName))
            } else if ics {
                CLIOutput.data(TripCalendarExport.document(route.days, planID: plan.id, name: plan.name, stamp: clock.now))
            } else {
                CLIOutput.line(PlanCommand.text(plan, route), terminator: "")
            }
        }
    }

    /// The plan moved, split or renamed, saved.
    @MainActor
    static func edit(_ plan: DayPlan, date: String?, days: TripDayCount?, name: String?) async throws(CommandFailure) -> DayPlan {
        @Dependency(\.planStore) var plans
        var changed = plan
        if let date { changed.date = try PlanCommand.date(date) }
        if let name {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { try UserDataContext.fail(JourneyCLIText.planNeedsName.text) }
            changed.name = trimmed
        }
        if let problem = changed.problem { try UserDataContext.fail(JourneyCLIText.cannotSavePlan(TerminalText.sanitized(problem)).text) }
        if let days { changed = await plans.split(changed, into: days) }
        plans.update(changed)
        await plans.settleWrites()
        if let problem = plans.errorMessage { try UserDataContext.fail(problem) }
        guard let saved = plans.plan(plan.id) else { try UserDataContext.fail(JourneyCLIText.planNotSaved.text) }
        return saved
    }
}

/// `yumeguri plan new --from rally:ID|favorites [--start ID] [--mode walk|car] [--date YYYY-MM-DD] [--at HH:MM] [--days N|auto]`
struct PlanNewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Make and save a plan (a trip of one or more days) of a rally's baths not yet visited, or of your favourites, in the shortest order.")

    @Option(help: ArgumentHelp("rally:ID (its baths not yet visited; all once it is done) or favorites.", valueName: "source"))
    var from: String
    @Option(help: ArgumentHelp("Start the day at this catalog area (default: at the first bath).", valueName: "id"))
    var start: String?
    @Option(help: ArgumentHelp("walk (4.5 km/h) or car (40 km/h).", valueName: "mode"))
    var mode: String = "car"
    @Option(help: ArgumentHelp("The first day (today in Japan to a year ahead; default today).", valueName: "YYYY-MM-DD"))
    var date: String?
    @Option(help: ArgumentHelp("Leave at this time on the first day, Japan time (default: today the next quarter hour, 09:00 at the earliest; another day 09:00).", valueName: "HH:MM"))
    var at: String?
    @Option(help: PlanCommand.daysHelp)
    var days: String?
    @Flag(name: .long, help: "Print JSON instead of the timetable.")
    var json = false
    @OptionGroup var options: DataOptions

    func validate() throws {
        guard DayPlan.Mode(rawValue: mode) != nil else { throw ValidationError(JourneyCLIText.modeInvalid.text) }
        if let at, Self.minutes(at) == nil { throw ValidationError(JourneyCLIText.atInvalid.text) }
        guard from == "favorites" || from.hasPrefix("rally:") else { throw ValidationError(JourneyCLIText.fromInvalid.text) }
        if let days, PlanCommand.dayCount(days) == nil { throw ValidationError(JourneyCLIText.daysInvalid(DayPlan.maximumDays).text) }
        if days != nil, at != nil { throw ValidationError(JourneyCLIText.atWithDays.text) }
    }

    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute),
              parts[1].count == 2 else { return nil }
        return hour * 60 + minute
    }

    func run() async throws {
        let (from, start, json, at, dateText) = (self.from, self.start, self.json, self.at, self.date)
        let days = self.days.flatMap(PlanCommand.dayCount)
        let mode = DayPlan.Mode(rawValue: mode) ?? .car
        try await JourneyContext.run(options) {
            @Dependency(\.planStore) var plans
            @Dependency(\.catalogStore) var catalog
            @Dependency(\.factsStore) var facts
            await facts.load()
            await plans.load()
            if let problem = plans.errorMessage { try UserDataContext.fail(problem) }
            let day = try dateText.map { text throws(CommandFailure) in try PlanCommand.date(text) } ?? plans.today
            var startID: FacilityID?
            if let start {
                guard catalog.listing(FacilityID(start)) != nil else {
                    try UserDataContext.fail(JourneyCLIText.noAreaForStart(DisplayText.cut(start, limit: 40)).text)
                }
                startID = FacilityID(start)
            }
            let (what, origin, areas) = try await Self.source(from)
            let name = plans.defaultName(what, date: day)
            guard var plan = await plans.create(name: name, origin: origin, areas: areas, start: startID, mode: mode, date: day, days: days) else {
                try UserDataContext.fail(plans.errorMessage ?? JourneyCLIText.nothingToPlan.text)
            }
            if let at, let minute = Self.minutes(at) {
                plan.days[0].startMinute = minute
                plans.update(plan)
            }
            await plans.settleWrites()
            if let problem = plans.errorMessage { try UserDataContext.fail(problem) }
            guard let saved = plans.plan(plan.id) else { try UserDataContext.fail(JourneyCLIText.planNotSaved.text) }
            let route = try PlanCommand.route(saved)
            if json { CLIOutput.json(PlanCommand.json(saved, route)) } else { CLIOutput.line(PlanCommand.text(saved, route), terminator: "") }
            if json, !route.warnings.isEmpty {
                CLIOutput.error(JourneyCLIText.planWarningsInJSON(count: route.warnings.count, id: saved.id).text)
            }
        }
    }

    /// What the plan is of (for its name), where it came from, and its areas.
    @MainActor
    static func source(_ from: String) async throws(CommandFailure) -> (what: String, origin: DayPlan.Origin, areas: [FacilityID]) {
        if from == "favorites" {
            @Dependency(\.favoritesStore) var favorites
            await favorites.load()
            let ids = favorites.favorites.map(\.id)
            if ids.isEmpty { try UserDataContext.fail(JourneyCLIText.noFavouritesToPlan.text) }
            return (JourneyCLIText.favouritesPlanName.text, .favorites, ids)
        }
        let store = try await JourneyContext.loadRallies()
        let progress = try JourneyContext.rally(String(from.dropFirst("rally:".count)), in: store)
        guard progress.rally.kind != .prefectures else { try UserDataContext.fail(JourneyCLIText.prefecturesNotPlannable.text) }
        let members = progress.rally.countedMembers
        let unvisited = members.filter { progress.firstVisit(of: $0) == nil }
        return (progress.rally.name, .rally(progress.rally.id), (unvisited.isEmpty ? members : unvisited).compactMap(\.primaryArea))
    }
}

/// `yumeguri plan list`
struct PlanListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the saved plans, newest change first.")

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false
    @OptionGroup var options: DataOptions

    func run() async throws {
        let json = self.json
        try await JourneyContext.run(options) {
            @Dependency(\.planStore) var plans
            await plans.load()
            if let problem = plans.errorMessage { try UserDataContext.fail(problem) }
            if json {
                struct Row: Encodable { var id, name, mode, date, lastDate: String; var days, baths: Int; var startTime: String; var updatedAt: Date }
                CLIOutput.json(ScriptOutput.build { UserDataContext.json(plans.plans.map {
                    Row(id: $0.id, name: $0.name, mode: $0.mode.rawValue, date: $0.date.description, lastDate: $0.lastDate.description,
                        days: $0.days.count, baths: $0.stops.count, startTime: TripTimeText.japan($0.startTime), updatedAt: $0.updatedAt)
                }) })
                // The JSON's shape stays a list of plans; what cannot be read is said beside it.
                for line in StoredPlanReport.lines(plans.unreadable) { CLIOutput.error(line) }
                return
            }
            var lines = plans.plans.map { plan in
                let start = ClockText.minute(plan.days.first?.startMinute ?? TripDay.defaultStartMinute)
                return JourneyCLIText.planRow(id: plan.id, name: plan.name.truncated(toWidth: 32).padded(toWidth: 32), baths: plan.stops.count,
                                              days: plan.days.count, mode: plan.mode.rawValue, date: plan.date.description,
                                              weekday: plan.date.weekday.label, start: start).text
            }
            lines.append(JourneyCLIText.plansCount(plans.plans.count).text)
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
    @OptionGroup var options: DataOptions

    func run() async throws {
        let id = self.id
        try await JourneyContext.run(options) {
            @Dependency(\.planStore) var plans
            let plan = try await PlanCommand.plan(id)
            plans.delete(plan.id)
            await plans.settleWrites()
            if let problem = plans.errorMessage { try UserDataContext.fail(problem) }
            CLIOutput.sentence(JourneyCLIText.planDeleted(id: plan.id, name: plan.name).text)
        }
    }
}
