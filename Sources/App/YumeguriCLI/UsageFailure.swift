import ArgumentParser
import Entities
import Localization
import TerminalKit

/// A usage mistake a command finds only once it runs (a `--pref` the catalog does not have): said
/// with that command's usage, as ArgumentParser says a mistake it finds while parsing, not the
/// root's; exit status 64 like every usage error.
struct UsageFailure: Error, CustomStringConvertible {
    let command: any ParsableCommand.Type
    let message: String

    init(_ command: any ParsableCommand.Type, _ message: String) {
        self.command = command
        self.message = message
    }

    var description: String { message }

    /// The whole text: the message, the command's usage line and where its help is.
    var fullText: String {
        let usage = YumeguriCommand.usageString(for: command)
        let name = (["yumeguri"] + YumeguriCommand.path(to: command)).joined(separator: " ")
        return CLIText.usageError(message: message, usage: usage, command: name).text
    }
}

extension YumeguriCommand {
    /// The subcommand names from the root down to `command` (`["plan", "new"]`).
    static func path(to command: any ParsableCommand.Type) -> [String] {
        func search(_ from: any ParsableCommand.Type, _ names: [String]) -> [String]? {
            if from == command { return names }
            for sub in from.configuration.subcommands {
                let name = sub.configuration.commandName ?? String(describing: sub).lowercased()
                if let found = search(sub, names + [name]) { return found }
            }
            return nil
        }
        return search(YumeguriCommand.self, []) ?? []
    }
}

extension CLIText {
    /// A date option's value that is no date, in the language in force.
    static func dateProblem(option: String, _ error: VisitDate.ParseError) -> CLIText {
        switch error {
        case .format(let text): .dateFormat(option: option, text: TerminalText.sanitized(text))
        case .noSuchDay(let text): .noSuchDay(option: option, text: TerminalText.sanitized(text))
        }
    }
}
