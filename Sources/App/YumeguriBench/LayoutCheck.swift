import AppShell
import AppWiring
import ArgumentParser
import Dependencies
import Entities
import Foundation
import Localization
import NcursesTerminal
import Navigation
import ScreenKit
import Stores
import TerminalKit
import YumeguriCLI

/// `yumeguri-bench layout`: every screen — the live registry, the real catalog, a fresh user
/// database, signed in with a ticket and favourites, and before that signed out for the screens
/// that differ then — drawn on a headless terminal at 60×16, 80×24, 100×30 and 160×50, with
/// ambiguous characters narrow and wide, in Japanese and in English (issue 32: English is often
/// longer, and each language is drawn alone). A frame fails when text was drawn over other text (a
/// column running into the next, an indicator over a line's end) or over a box's side. Text cut
/// by its clip always ends with an ellipsis (Canvas.put), so that needs no check here. The test
/// suite runs it; `--dump DIR` writes every frame for a look.
struct LayoutCheck: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout")

    @Option(help: "Sizes, comma-separated (WxH).")
    var sizes = "60x16,80x24,100x30,160x50"

    @Option(help: "Ambiguous widths to check: narrow, wide or both.")
    var widths = "both"

    @Option(help: "Languages to draw in: ja, en or both.")
    var languages = "both"

    @Option(help: "Only the scenes whose name starts with this.")
    var only: String?

    @Flag(help: "List every cell drawn over text, not only the first of a frame.")
    var verbose = false

    @Option(help: ArgumentHelp("Write each frame as text into this folder.", valueName: "dir"))
    var dump: String?

    @OptionGroup var options: AppOptions

    @MainActor
    func run() async throws {
        umask(0o077)
        let (location, isScratch) = try options.scratchLocation(prefix: "yumeguri-layout")
        defer { if isScratch { try? FileManager.default.removeItem(at: location.dataDirectory) } }
        let router = Router()
        LiveDependencies.prepare(location: location, router: router,
                                 mapDirectory: ResourceLocator.bundledMap(environment: options.environment), codeReader: .benchUnavailable)
        let settings: [AmbiguousWidth] = widths == "both" ? AmbiguousWidth.allCases : [AmbiguousWidth(rawValue: widths) ?? .narrow]
        let sizes = self.sizes.split(separator: ",").compactMap(Self.size)
        let languages: [Language] = languages == "both" ? Language.allCases : [Language(argument: languages) ?? .ja]
        if let dump { try FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true) }
        var frames = 0
        var problems: [String] = []
        var coverage = SceneCoverage()
        @Dependency(\.sessionStore) var session
        @Dependency(\.favoritesStore) var favorites
        // Favourites put a ★ (two cells when wide) in lists and panels, and ♥ on the map.
        await favorites.load()
        for id in ["aist-2601", "aist-2602", "aist-0001"] where !favorites.contains(FacilityID(id)) { _ = await favorites.toggle(FacilityID(id)) }
        await Self.recordVisits()
        await Self.makeAPlan()
        for signedIn in [false, true] {
            if signedIn, let context = try? await session.create(displayName: "湯めぐり 花子", email: "layout@example.com", pin: "2468") {
                await Self.buyATicket(context.wallet)
                await Self.buyAPass(context.wallet)
            }
            for language in languages {
                for setting in settings {
                    for size in sizes {
                        // Each language in its own scope: the frames read the language as they are drawn.
                        let found = await AppLanguage.$scoped.withValue(language) {
                            await AmbiguousWidth.$current.withValue(setting) {
                                await check(size: size, setting: setting, signedIn: signedIn, router: router, frames: &frames, coverage: &coverage)
                            }
                        }
                        problems += found
                    }
                }
            }
        }
        // Every screen is drawn by some scene, and each drawn screen's key table is one the config
        // knows: a screen added to the route table alone fails here.
        if only == nil { problems += coverage.problems(tables: Set(KeyTables.all.map(\.scope))) }
        print(BenchText.layoutSummary(frames: frames, problems: problems.count).text)
        for problem in problems.prefix(60) { print("  \(problem)") }
        if !problems.isEmpty { throw ExitCode(1) }
    }

    /// Visits over the past months in several prefectures and spring types, so the visit log and
    /// its pictures (stamp map, calendar, passport) are drawn with something to shade.
    @MainActor
    static func recordVisits() async {
        @Dependency(\.visitLogStore) var visitLog
        await visitLog.load()
        guard visitLog.visits.isEmpty else { return }
        let today = Date()
        let places = ["aist-2711", "aist-7154", "aist-6653", "aist-0420", "aist-2601", "aist-5801", "aist-2711", "aist-7154", "aist-2711"]
        for (index, id) in places.enumerated() {
            let day = VisitDate(today.addingTimeInterval(-86_400 * Double(index * 17 + 1)), timeZone: JapanTime.timeZone)
            _ = try? await visitLog.record(VisitDraft(facilityID: FacilityID(id), date: day, rating: index % 5 + 1, note: "layout \(index)"))
        }
    }

    /// A plan of two baths tomorrow with a fixed id, so a trip day's purchase has a route to open
    /// (`p` on a rally makes one, but its plan opens after the next key is already handled).
    @MainActor
    static func makeAPlan() async {
        @Dependency(\.planStore) var plans
        await plans.load()
        let tomorrow = VisitDate.japanToday(Date()).adding(days: 1)
        plans.update(DayPlan(id: "plan-layout", name: "別府 layout", origin: .manual, date: tomorrow,
                             days: [TripDay(stops: [FacilityID("aist-7153"), FacilityID("aist-7154")])], updatedAt: Date()))
        await plans.settleWrites()
    }

    /// One ticket, so the wallet has a row and the ticket screen something to show.
    @MainActor
    static func buyATicket(_ wallet: WalletStore) async {
        let facility = FacilityID("aist-2601")
        let products = SampleCommerce.generate(for: facility).ticketProducts
        guard let adult = products.first(where: { $0.kind == .adult }) else { return }
        let today = VisitDate(Date())
        let card = SavedCard(id: "C-layout", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: today.year + 3, holderName: "YUMEGURI HANAKO")
        let request = PurchaseRequest(accountID: wallet.accountID, idempotencyKey: "layout-1", facilityID: facility, facilityName: "湯本",
                                      lines: [OrderLine(product: adult, quantity: 2)], useDate: today, card: card, rememberCard: true)
        _ = try? await wallet.purchase(request, products: products)
    }

    /// One multi-bath pass, listed above the tickets, so the wallet's pass group and the pass screen are drawn.
    @MainActor
    static func buyAPass(_ wallet: WalletStore) async {
        let members = [("草津温泉", "aist-2711"), ("有馬温泉", "aist-7154"), ("下呂温泉", "aist-5801")].enumerated().map { index, member in
            RallyMember(position: index + 1, name: member.0, prefectureName: "", areas: [FacilityID(member.1)])
        }
        let rally = Rally(id: RallyID("layout"), name: "日本三名泉", englishName: "layout", kind: .famous, summary: "", source: "",
                          members: members)
        guard let terms = RallyPassTerms(for: rally) else { return }
        let card = SavedCard(id: "C-layout", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: VisitDate(Date()).year + 3,
                             holderName: "YUMEGURI HANAKO")
        _ = try? await wallet.purchasePass(PassPurchaseRequest(accountID: wallet.accountID, idempotencyKey: "layout-pass", terms: terms,
                                                               quantity: 1, card: card, rememberCard: false))
    }

    static func size(_ text: Substring) -> Size? {
        let parts = text.split(separator: "x").compactMap { Int($0) }
        return parts.count == 2 ? Size(width: parts[0], height: parts[1]) : nil
    }

    /// The screens, each reached the way a user would (a deep link, then keys); `session` marks
    /// those that look different signed out, which are also drawn before signing in.
    static let scenes: [(name: String, route: String, keys: [KeyEvent], session: Bool)] = [
        ("search", "search", [], false),
        ("search-query", "search", [.character("/"), .character("k"), .character("u"), .character("s"), .character("a"), .enter], false),
        ("search-filters", "search", [.character("F")], false),
        ("search-filters-sorted", "search", [.character("o"), .character("F")], false),
        ("search-help", "search", [.character("?")], false),
        ("detail", "facility/aist-2601", [], false),
        ("detail-end", "facility/aist-2601", [.end, .character("G")], false),
        ("detail-help", "facility/aist-2601", [.character("?")], false),
        // The facts form (issue 31), with a refused spec so its two-line reason is drawn too.
        ("detail-facts", "facility/aist-2601", [.character("e"), .character("M"), .character("o"), .character(" "), .character("x"), .enter], false),
        ("ticket", "facility/aist-2601/ticket", [], true),
        ("ticket-payment", "facility/aist-2601/ticket", [.character("+"), .enter], true),
        ("coupons", "facility/aist-2601/coupons", [], true),
        ("map", "map", [], false),
        ("map-focus", "map/aist-2601", [], false),
        ("favorites", "favorites", [], false),
        ("visits", "visits", [], false),
        ("tickets", "tickets", [], true),
        // The pass is listed first, then the tickets.
        ("pass-detail", "tickets", [.enter], true),
        ("ticket-detail", "tickets", [.character("j"), .enter], true),
        ("coupon-wallet", "coupons", [], true),
        ("desk", "desk", [], false),
        ("account", "account", [], true),
        ("about", "about", [], false),
        ("rallies", "rallies", [], false),
        ("rally", "rally/beppu-hatto", [], false),
        ("rally-map", "rally/beppu-hatto/map", [], false),
        // p on a rally makes a plan and opens its timetable.
        ("plan", "rally/beppu-hatto", [.character("p")], false),
        // m on a plan draws its route: the plan `makeAPlan` stores, opened first (after p the new
        // plan opens only once the next key was handled, so p m drew the rally's map).
        ("plan-map", "plan/plan-layout", [.character("m")], false),
        ("plans", "plans", [], false),
        // The pictures of the log, over the visits `recordVisits` makes.
        ("stamp-map", "visits/map", [], false),
        ("stamp-map-next", "visits/map", [.character("j"), .character("j")], false),
        ("calendar", "visits/calendar", [], false),
        ("calendar-before", "visits/calendar", [.character("h")], false),
        ("passport", "visits/passport", [], false),
        ("passport-areas", "visits/passport", [.character("j"), .enter, .character("j")], false),
        // The purchase's later steps, over the card the layout account saved; the receipt last, as
        // it places an order.
        ("ticket-review", "facility/aist-2601/ticket", [.character("+"), .enter, .enter], true),
        ("pass-products", "rally/beppu-hatto/pass", [], true),
        ("pass-payment", "rally/beppu-hatto/pass", [.character("+"), .enter], true),
        ("pass-review", "rally/beppu-hatto/pass", [.character("+"), .enter, .enter], true),
        ("ticket-receipt", "facility/aist-2601/ticket", [.character("+"), .enter, .enter, .character("y")], true),
        // A trip day's tickets in one order (the plan `makeAPlan` stores), the receipt last.
        ("trip-day-products", "plan/plan-layout/day/1/buy", [], true),
        ("trip-day-payment", "plan/plan-layout/day/1/buy", [.character("+"), .enter], true),
        ("trip-day-review", "plan/plan-layout/day/1/buy", [.character("+"), .enter, .enter], true),
        ("trip-day-receipt", "plan/plan-layout/day/1/buy", [.character("+"), .enter, .enter, .character("y")], true),
        ("quit", "search", [.character("q")], false),
    ]

    @MainActor
    func check(size: Size, setting: AmbiguousWidth, signedIn: Bool, router: Router, frames: inout Int,
               coverage: inout SceneCoverage) async -> [String] {
        var problems: [String] = []
        var startedWhileComposing = FrameComposition.violations
        for scene in Self.scenes where (signedIn || scene.session) && (only.map { scene.name.hasPrefix($0) } ?? true) {
            guard let link = try? DeepLink.parse(scene.route) else { problems.append("\(scene.name): bad route"); continue }
            router.dismiss()
            for tab in Tab.allCases { router.select(tab: tab); router.popToRoot() }
            router.open(link)
            let terminal = HeadlessTerminal(size: size)
            let shell = Shell(terminal: terminal, router: router, asciiOnly: options.settings.asciiOnly())
            shell.render()
            await shell.settled()
            for key in scene.keys {
                shell.handle(.key(key))
                shell.render()
                await shell.settled()
            }
            // A key whose effect opened another screen (p on a rally opens the new plan): that
            // screen appears with the next frame, and its loading is waited for too.
            shell.render()
            await shell.settled()
            let audit = LayoutAudit()
            LayoutAudit.$current.withValue(audit) {
                shell.handle(.key(.ctrl("l")))
                shell.render()
            }
            frames += 1
            coverage.drew(router.top.kind, keyScope: shell.topKeyScope, scene: scene.name)
            let frame = terminal.screen
            let language = AppLanguage.current.rawValue
            let label = "\(size) \(language) \(setting.rawValue)\(signedIn ? " signed-in" : "") \(scene.name)"
            if let first = audit.overwrites.first {
                problems.append("\(label): \(audit.overwrites.count) cells drawn over text, first \(first): row '\(frame.text(row: first.at.y))'")
            }
            if verbose { problems += audit.overwrites.map { "\(label):   \($0)" } }
            // Rendering only reads: no frame of the scene started an effect.
            if FrameComposition.violations > startedWhileComposing {
                problems.append("\(label): \(FrameComposition.violations - startedWhileComposing) effects started while a frame was composed")
                startedWhileComposing = FrameComposition.violations
            }
            problems += BoxCheck.brokenSides(in: frame).map { "\(label): \($0)" }
            if let dump {
                let name = "\(size.width)x\(size.height)-\(language)-\(setting.rawValue)\(signedIn ? "-in" : "")-\(scene.name).txt"
                try? (frame.plainText + "\n").write(toFile: dump + "/" + name, atomically: true, encoding: .utf8)
            }
            await shell.settled()
            router.dismiss()
        }
        return problems
    }
}

/// Boxes on a finished frame: from each top-left corner down its left side to the bottom-left
/// corner, along the bottom to the bottom-right, and up the right side, which must be whole.
enum BoxCheck {
    static let corners: (tl: Set<Character>, tr: Set<Character>, bl: Set<Character>, br: Set<Character>) =
        (["┌", "╭", "+"], ["┐", "╮", "+"], ["└", "╰", "+"], ["┘", "╯", "+"])
    // With `--ascii`, or ambiguous characters wide, boxes are drawn in `+ - |`.
    static let vertical: Set<Character> = ["│", "├", "┤", "|"]
    static let horizontal: Set<Character> = ["─", "┬", "┴", "-"]

    /// Boxes found whole (all four corners) whose right side has text over it. A box partly
    /// covered by an overlay is not found whole, and is no problem.
    static func brokenSides(in frame: Canvas) -> [String] {
        var problems: [String] = []
        for y in 0..<frame.size.height {
            for x in 0..<frame.size.width where corners.tl.contains(frame[x, y].character) && horizontal.contains(frame[x + 1, y].character) {
                var bottom = y + 1
                while bottom < frame.size.height, vertical.contains(frame[x, bottom].character) { bottom += 1 }
                guard bottom < frame.size.height, bottom > y + 1, corners.bl.contains(frame[x, bottom].character),
                      horizontal.contains(frame[x + 1, bottom].character) else { continue }
                var right = x + 1
                while right < frame.size.width, horizontal.contains(frame[right, bottom].character) { right += 1 }
                guard right < frame.size.width, corners.br.contains(frame[right, bottom].character),
                      corners.tr.contains(frame[right, y].character) else { continue }
                for row in (y + 1)..<bottom where !vertical.contains(frame[right, row].character) {
                    problems.append("the box at column \(x), row \(y): text over its right side on row \(row): '\(frame.text(row: row))'")
                }
            }
        }
        return problems
    }
}

/// `yumeguri-bench curses-width`: the cells the process's `wcwidth` (the one curses calls) gives
/// ★ ℃ ─ 草 a with ambiguous characters narrow and wide.
struct CursesWidthCheck: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "curses-width")

    func run() throws {
        for width in AmbiguousWidth.allCases {
            let cells = cursesVisibleCellWidths(of: "★℃─草a", ambiguous: width)?.map(String.init).joined(separator: " ") ?? "none"
            print("\(width.rawValue): \(cells)")
        }
    }
}
