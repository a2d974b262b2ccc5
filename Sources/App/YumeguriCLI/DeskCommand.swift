import ArgumentParser
import Dependencies
import Entities
import Foundation
import Localization
import Navigation
import Repositories
import TerminalKit
import UseCases

/// `yumeguri desk verify PAYLOAD`: the front desk. Checks a scanned ticket code against this
/// installation's issuer key and marks the ticket used, once.
struct DeskCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desk", abstract: "Front desk: check and use a scanned e-ticket or multi-bath pass code (mock).",
        subcommands: [Screen.self, Verify.self], defaultSubcommand: Screen.self)

    /// `yumeguri desk`: the desk screen, where codes are typed, pasted or read from an image.
    struct Screen: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "screen", abstract: "Open the desk screen: paste a code or an image path, Enter checks and uses it.")

        @OptionGroup var options: AppOptions

        func run() async throws {
            @Dependency(\.appHost) var host
            let code = try await host.start(options.settings, DeepLink(tab: .tickets, stack: [.tickets, .desk]))
            if code != 0 { throw ExitCode(code) }
        }
    }

    struct Verify: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Check a ticket code (as the QR code carries it, e.g. read with zbarimg) and mark the ticket used.",
            discussion: """
                Exit status 0: accepted and now used. 1: rejected, with the reason (not a ticket, unsigned old \
                code, forged or from another installation, another facility, before its date of use, expired, \
                already used, refunded). Two desks verifying one ticket at once: exactly one is accepted. \
                A multi-bath pass (yumeguri-pass:1:...) needs --facility: one entry is taken at that bath and \
                recorded as a visit; refused outside its rally, a second time at one bath, with no entry left, \
                before its first day or after its last.
                """)

        @Argument(help: ArgumentHelp("The code's text: yumeguri-ticket:2:<id>:<signature> or yumeguri-pass:1:<id>:<signature>.", valueName: "payload"))
        var payload: String

        @Option(help: ArgumentHelp("This desk's facility id: a ticket for another facility is refused; a pass needs it.", valueName: "id"))
        var facility: String?

        @OptionGroup var options: DataOptions

        func run() async throws {
            umask(0o077)
            let location = try options.location()
            @Dependency(\.appHost) var host
            if let facility {
                try await Self.checkFacility(facility, location)
            }
            let verdict = await withDependencies {
                $0.catalogLocation = location
                // Checking never makes a key: a missing one is reported with how to restore it.
                $0.ticketSigner = host.checkingSigner(location)
            } operation: {
                @Dependency(\.deskUseCase) var desk
                return await desk.verify(payload, facility.map { FacilityID($0) })
            }
            // The ticket's names come from the user's data: the verdict is one line whatever they hold
            // (a line break in them shows as ␊), so no stored text can print a verdict of its own.
            let names = await CatalogNames.of(verdict.namedArea.map { [$0] } ?? [], options)
            let line = TerminalText.sanitized(verdict.text(names: names))
            switch verdict {
            case .accepted, .passAccepted:
                CLIOutput.sentence(line)
            case .rejected:
                CLIOutput.notice(line)
                throw ExitCode(1)
            }
        }
    }
}

extension DeskCommand.Verify {
    /// A desk that names a facility the catalog does not have checks nothing: it says so, instead
    /// of rejecting every ticket as "for another facility" (issue 32.4).
    static func checkFacility(_ text: String, _ location: CatalogLocation) async throws {
        let id = FacilityID(text)
        guard id.isWellFormed else { try UserDataContext.fail(CLIText.notAnAreaID(TerminalText.sanitized(text)).text) }
        try await withDependencies { $0.catalogLocation = location } operation: {
            @Dependency(\.facilityDetail) var facilityDetail
            do throws(CatalogError) { _ = try await facilityDetail.execute(id) } catch {
                if case .notFound = error { try UserDataContext.fail(CLIText.deskFacilityNotInCatalog(id.rawValue).text) }
                try UserDataContext.fail(error.description)
            }
        }
    }
}
