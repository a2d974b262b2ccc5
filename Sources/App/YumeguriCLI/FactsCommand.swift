import ArgumentParser
import CatalogColumns
import Dependencies
import Entities
import Foundation
import Localization
import Repositories
import TerminalKit
import UseCases

/// `yumeguri facts …`: the user's own facts about a facility (opening hours and closing days in
/// OpenStreetMap's `opening_hours` syntax, a price, a note), which the app shows and plans by
/// instead of the sample data.
struct FactsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "facts",
        abstract: "Correct a facility's opening hours, closing days, price and notes (yours replace the sample data).",
        discussion: """
            Hours use OpenStreetMap's opening_hours syntax, e.g. 'Mo-Fr 10:00-21:00; Sa,Su,PH 09:00-22:00; Tu off': \
            weekdays and ranges (Mo-Fr, Sa,Su), the n-th weekday of the month (Tu[2,4], Su[-1]), PH (Japanese public \
            holidays, 振替休日 and 国民の休日 included), several times (10:00-14:00,16:00-22:00), late hours \
            (22:00-02:00 or 18:00-26:00), off / closed, 24/7; a later rule replaces an earlier one for its days. \
            Anything else is refused, naming the part. Dates are Japan's.
            """,
        subcommands: [FactsShowCommand.self, FactsSetCommand.self, FactsClearCommand.self, FactsExportCommand.self, FactsImportCommand.self],
        defaultSubcommand: FactsShowCommand.self
    )
}

/// The catalog (for names and the sample) and the facts, in the data directory the options name.
struct FactsContext {
    let listings: CatalogListings
    let useCase: FactsUseCase

    static func open(_ options: some CatalogOptions) async throws -> FactsContext {
        let context = try await UserDataContext.open(options)
        let location = try options.location()
        let useCase = withDependencies { $0.catalogLocation = location } operation: {
            @Dependency(\.factsUseCase) var useCase
            return useCase
        }
        return FactsContext(listings: context.listings, useCase: useCase)
    }

    /// The listing of `text`, or a failure that says how to find an id.
    func listing(_ text: String) throws(CommandFailure) -> FacilityListing {
        let id = FacilityID(rawValue: text)
        guard id.isWellFormed else { try UserDataContext.fail(FactsCLIText.notAFacilityID(TerminalText.sanitized(text)).text) }
        guard let listing = listings.listing(id) else { try UserDataContext.fail(CLIText.notInCatalog(id.rawValue).text) }
        return listing
    }

    func snapshot() async throws(CommandFailure) -> FactsSnapshot {
        do { return try await useCase.load() } catch { try UserDataContext.fail(error.description) }
    }
}

struct FactsShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Print a facility's facts, yours or the sample's, with the coming week's hours.")

    @Argument(help: ArgumentHelp("The facility (e.g. aist-2601).", valueName: "id"))
    var id: String

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var options: DataOptions

    func run() async throws {
        let context = try await FactsContext.open(options)
        let listing = try context.listing(id)
        let snapshot = try await context.snapshot()
        let report = FactsReport(listing: listing, facts: snapshot.facts[listing.id], unreadable: snapshot.unreadable[listing.id],
                                 today: VisitDate(Date(), timeZone: JapanTime.timeZone))
        if json { CLIOutput.json(ScriptOutput.build { UserDataContext.json(report.json) }) } else { CLIOutput.line(report.text) }
    }
}

struct FactsSetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Record your facts for a facility; an empty value ('') removes that one.",
        discussion: "Only the options given change; the others keep what you recorded before.")

    @Argument(help: ArgumentHelp("The facility (e.g. aist-2601).", valueName: "id"))
    var id: String

    @Option(name: .long, help: ArgumentHelp("Opening hours and closing days in opening_hours syntax.", valueName: "spec"))
    var hours: String?

    @Option(name: .long, help: ArgumentHelp("An adult's bath in yen (0–100000).", valueName: "yen"))
    var price: String?

    @Option(name: .long, help: ArgumentHelp("A note (tattoo policy, 貸切, bus times): one line, at most 500 characters.", valueName: "text"))
    var note: String?

    @OptionGroup var options: DataOptions

    func run() async throws {
        let edit = FactsEdit(
            hours: EditOptions.field(hours),
            priceYen: try EditOptions.field(price) { text throws(CommandFailure) in
                guard let yen = Int(text) else { try UserDataContext.fail(FactsCLIText.priceNotNumber(TerminalText.sanitized(text)).text) }
                return yen
            },
            note: EditOptions.field(note))
        guard !edit.changesNothing else { try UserDataContext.fail(FactsCLIText.nothingToSet.text) }
        try await store(edit)
    }

    private func store(_ edit: FactsEdit) async throws {
        let context = try await FactsContext.open(options)
        let listing = try context.listing(id)
        let stored: FacilityFacts
        do { stored = try await context.useCase.edit(listing.id, edit, Date()) } catch { try UserDataContext.fail(error.description) }
        CLIOutput.sentence((stored.isEmpty ? FactsCLIText.noFactsLeft(listing.id.rawValue) : .saved(listing.id.rawValue)).text)
        let report = FactsReport(listing: listing, facts: stored.isEmpty ? nil : stored, unreadable: nil,
                                 today: VisitDate(Date(), timeZone: JapanTime.timeZone))
        CLIOutput.line(report.text)
    }
}

struct FactsClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Remove your facts for a facility (the sample applies again).")

    @Argument(help: ArgumentHelp("The facility (e.g. aist-2601).", valueName: "id"))
    var id: String

    @OptionGroup var options: DataOptions

    func run() async throws {
        let context = try await FactsContext.open(options)
        let facility = FacilityID(rawValue: id)
        guard facility.isWellFormed else { try UserDataContext.fail(FactsCLIText.notAFacilityID(TerminalText.sanitized(id)).text) }
        let removed: Bool
        do { removed = try await context.useCase.clear(facility) } catch { try UserDataContext.fail(error.description) }
        CLIOutput.sentence((removed ? FactsCLIText.cleared(facility.rawValue) : .noFactsToClear(facility.rawValue)).text)
    }
}
