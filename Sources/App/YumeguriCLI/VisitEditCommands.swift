import ArgumentParser
import Dependencies
import Entities
import Foundation
import Localization
import Stores
import TerminalKit

/// `yumeguri visits edit ID …` and `visits delete ID`: corrections through the same `VisitLogStore`
/// the visit log screen uses, so the rules (no future date in Japan time, ratings 1–5, the note's
/// limits) are the ones adding has; a running app sees the change through its change feed.
extension VisitsCommand {
    struct Edit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit", abstract: "Correct a visit's date, rating or note (ids: `visits --json`).",
            discussion: "Only the fields given change. The same rules as recording a visit apply: the date is today or earlier in Japan time, the rating 1 to 5.")

        @Argument(help: ArgumentHelp("The visit's id, as `visits` and `visits --json` show it.", valueName: "id"))
        var id: Int64

        @Option(name: .long, help: ArgumentHelp("The day of the visit.", valueName: "YYYY-MM-DD"))
        var date: String?

        @Option(name: .long, help: ArgumentHelp("1 to 5 stars.", valueName: "N"))
        var rating: Int?

        @Option(name: .long, help: ArgumentHelp("The note (an empty string clears it).", valueName: "text"))
        var note: String?

        @OptionGroup var options: DataOptions

        func run() async throws {
            let change = VisitChange(date: try date.map { text throws(CommandFailure) in try EditOptions.date(text, option: "--date") },
                                     rating: rating, note: note)
            if change.isEmpty { try UserDataContext.fail(CLIText.nothingToChangeVisit.text) }
            let line = try await JourneyContext.run(options) { [id, change] in
                @Dependency(\.visitLogStore) var visitLog
                do throws(UserDataError) {
                    return VisitLine.text(try await visitLog.edit(id, change))
                } catch { try UserDataContext.fail(error.description) }
            }
            CLIOutput.sentence(CLIText.visitEdited(line.trimmingCharacters(in: .whitespaces)).text)
        }
    }

    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Delete a visit from the log (ids: `visits --json`).",
            discussion: "Stamps and rallies count without it at once. The visit log screen can undo a deletion made there; from the command line, `visits export` first keeps a copy that `visits import` adds back.")

        @Argument(help: ArgumentHelp("The visit's id, as `visits` and `visits --json` show it.", valueName: "id"))
        var id: Int64

        @OptionGroup var options: DataOptions

        func run() async throws {
            let line = try await JourneyContext.run(options) { [id] in
                @Dependency(\.visitLogStore) var visitLog
                do throws(UserDataError) {
                    return VisitLine.text(try await visitLog.delete(id))
                } catch { try UserDataContext.fail(error.description) }
            }
            CLIOutput.sentence(CLIText.visitDeleted(line.trimmingCharacters(in: .whitespaces)).text)
        }
    }
}

/// One visit as a line of the `visits` table: id, date, stars, area, prefecture, note.
@MainActor
enum VisitLine {
    static func text(_ visit: Visit) -> String {
        @Dependency(\.catalogStore) var catalog
        let listing = catalog.listings.listing(visit.facilityID)
        return text(visit, name: listing?.displayName, prefecture: listing?.prefectureDisplayName)
    }

    nonisolated static func text(_ visit: Visit, name: String?, prefecture: String?) -> String {
        [String(visit.id).padded(toWidth: 6, alignRight: true), visit.date.description, Visit.stars(visit.rating),
         visit.facilityID.rawValue.padded(toWidth: 10), TerminalText.sanitized(name ?? "?").padded(toWidth: 20),
         TerminalText.sanitized(prefecture ?? "").padded(toWidth: 8), TerminalText.sanitized(visit.note)]
            .joined(separator: "  ").trimmingTrailingWhitespace
    }
}
