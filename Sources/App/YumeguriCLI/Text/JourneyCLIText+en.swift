import TerminalKit

extension JourneyCLIText {
    var en: String {
        switch self {
        case .rallyCompleted(let date): "completed \(date)"
        case .ralliesFooter(let n): "\(count(n, "rally", "rallies")) · `yumeguri rally ID` lists one's members"
        case .noRally(let id, let ids): "no rally '\(id)': `yumeguri rallies` lists them (\(ids))"
        case .rallyTitle(let name, let english, let count, let complete):
            "\(english.isEmpty ? name : english) — \(count)" + (complete ? " (completed)" : "")
        case .rallySource(let source): "Source: \(source)"
        case .memberNotInCatalog: "not in the catalog (does not count)"
        case .memberVisited(let date): "visited \(date)"
        case .memberNotYet: "not yet"
        case .memberAreas(let n): count(n, "area")
        case .rallyNext(let name, let distance, let origin): "Next: \(name) — \(distance) from your last visit (\(origin))"
        case .noPlan(let id): "no plan '\(id)': `yumeguri plan list` lists them"
        case .catalogNotReady: "the catalog is not ready"
        case .planStart(let name): "Start: \(name)"
        case .planMissing(let ids): "not in the catalog (left out): \(ids)"
        case .planWarnings(let n, let id): "⚠ \(count(n, "warning")): `yumeguri plan \(id) --days auto` splits the trip so every day fits"
        case .planWarningsInJSON(let n, let id):
            "⚠ \(count(n, "warning")) (in \"warnings\"): `yumeguri plan \(id) --days auto` splits the trip so every day fits"
        case .planDate(let problem): "--date: \(problem)"
        case .chooseOneExport: "choose one of --json, --geojson, --gpx and --ics"
        case .daysInvalid(let most): "--days must be 1–\(most) or auto"
        case .planNeedsName: "--name: a plan needs a name"
        case .cannotSavePlan(let problem): "cannot save the plan: \(problem)"
        case .planNotSaved: "the plan was not saved"
        case .modeInvalid: "--mode must be walk or car"
        case .atInvalid: "--at must be a time HH:MM (00:00–23:59)"
        case .fromInvalid: "--from must be rally:ID or favorites"
        case .atWithDays: "--at sets one day's start; with --days each day starts by the window and its first bath's hours"
        case .noAreaForStart(let id): "no hot-spring area with id '\(id)' for --start"
        case .nothingToPlan: "nothing to plan"
        case .noFavouritesToPlan: "no favourites to plan (press f on a hot spring to add one)"
        case .favouritesPlanName: "Favourites"
        case .prefecturesNotPlannable: "the prefecture stamp card is not a set of baths to plan"
        case .planDeleted(let id, let name): "deleted \(id) (\(name))"
        case .planRow(let id, let name, let baths, let days, let mode, let date, let weekday, let start):
            "\(id)  \(name)  \(count(baths, "bath").padded(toWidth: 9, alignRight: true))  \(count(days, "day").padded(toWidth: 7))  \(mode.padded(toWidth: 4))  \(date) (\(weekday)) \(start)"
        case .plansCount(let n): count(n, "plan")
        case .unreadablePlans(let n):
            "\(count(n, "stored plan")) cannot be used (kept as \(n == 1 ? "it is" : "they are"); `yumeguri plan delete ID` removes one):"
        case .moreUnreadablePlans(let n): "  … and \(n) more"
        case .cannotUsePlan(let id, let reason):
            "plan '\(id)' is stored but cannot be used: \(reason) (kept as it is; `yumeguri plan delete ID` removes it)"
        }
    }
}
