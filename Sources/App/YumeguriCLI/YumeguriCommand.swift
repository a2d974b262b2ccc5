import ArgumentParser
import Dependencies
import TerminalKit
import Entities
import Foundation
import Localization
import Navigation

/// The root command. The executable's `main` calls `main(arguments:host:)` with the app's host; tests parse
/// and run commands in-process with `parseAsRoot`.
public struct YumeguriCommand: AsyncParsableCommand {
    public static let version = AppVersion.current

    public static let configuration = CommandConfiguration(
        commandName: "yumeguri",
        abstract: "湯めぐり — browse Japan's hot springs in the terminal.",
        discussion: """
            The catalog holds 4,610 real hot-spring areas from AIST/GSJ GRES-DB ONSEN 2020 (processed). \
            Prices, opening hours, amenities, ticket products and coupons are SAMPLE data generated \
            from each area's id, not real offers. Run `yumeguri --about` for data credits and licences.

            Keys: ? help · 1–5 tabs · j/k move · Enter open · Esc/q back · Ctrl-C quit.

            Language: one at a time, Japanese or English: --lang ja|en, else the config file's \
            `lang`, else the locale (the first of LC_ALL, LC_MESSAGES and LANG that is set: ja… \
            means Japanese, anything else English). This help stays English.
            """,
        version: version,
        subcommands: [OpenCommand.self, SearchCommand.self, FavoritesCommand.self, VisitsCommand.self, RalliesCommand.self, RallyCommand.self, PlanCommand.self, TicketsCommand.self, CouponsCommand.self, CatalogCommand.self, ConfigCommand.self, DeskCommand.self, DoctorCommand.self, StatsCommand.self, FactsCommand.self, ShowCommand.self]
    )

    public init() {}

    @OptionGroup var options: AppOptions

    /// ArgumentParser's own `main` prints its messages as they are, and they quote the arguments:
    /// `yumeguri $'\e]0;…\a'` would set the terminal's title. The same parse and run, with every
    /// message (usage errors, help, the version) through the sanitiser. On the main actor, where
    /// `main` runs: `--version` then starts no thread of the concurrency pool. Returns the exit
    /// status rather than exiting: the executable closes what the command opened first.
    /// Whatever the command did, a failed write to standard output makes the status non-zero
    /// (`StandardOutput.finish`).
    @MainActor
    public static func main(arguments: [String], host: AppHost) async -> Int32 {
        RawOutput.ignoreFileSizeSignal()
        let language = LanguageArgument(arguments)
        AppLanguage.choose(language.resolved(environment: processEnvironment, tables: host.keyTables()))
        if let invalid = language.invalidValue {
            CLIOutput.error(CLIText.invalidLanguage(invalid).text)
            return StandardOutput.finish(ExitCode.validationFailure.rawValue)
        }
        let status = await dispatch(arguments: language.remaining, host: host)
        return StandardOutput.finish(status)
    }

    @MainActor
    private static func dispatch(arguments: [String], host: AppHost) async -> Int32 {
        // The app's plain start and the two commands scripts run most skip ArgumentParser, whose
        // reflection and protocol-conformance lookups cost more than the rest of `--version` and a
        // quarter of a `search` on the bundled catalog. Anything else, and every mistake and
        // `--help`, goes the whole way, so messages and usage stay the root command's.
        let fastPath = FastPath(arguments)
        switch fastPath {
        case .version:
            CLIOutput.line(version)
            return ExitCode.success.rawValue
        // Needs nothing of the host's, and stays out of `withDependencies`: its async form runs
        // its closures on the concurrency pool, which starts the pool's threads. A search on the
        // stored index then runs on the main thread alone (see `CatalogReaderHere`).
        case .search(let search):
            do {
                try await search.run()
                return ExitCode.success.rawValue
            } catch {
                return report(error)
            }
        case .app(let settings):
            return await withDependencies { $0.appHost = host } operation: {
                do { return try await host.start(settings, nil) } catch { return report(error) }
            }
        case nil:
            return await withDependencies { $0.appHost = host } operation: {
                do { return await run(try parseAsRoot(arguments)) } catch { return report(error) }
            }
        }
    }

    /// What runs without ArgumentParser: `--version` exactly, the app with at most `--data-dir` and
    /// `--catalog`, and a `search` in its plain form, the root's options before or after it.
    enum FastPath: Equatable {
        case version
        case app(AppSettings)
        case search(SearchArguments)

        init?(_ arguments: [String]) {
            if arguments == ["--version"] {
                self = .version
            } else if let search = Self.plainSearch(arguments) {
                self = .search(search)
            } else if let plain = PlainArguments(arguments, options: ["--data-dir", "--catalog"], positionals: 0) {
                self = .app(plain.settings)
            } else {
                return nil
            }
        }

        /// A plain `search` with the root's `--data-dir` and `--catalog` before it or after it (the
        /// usage line puts the root's options first: `yumeguri --data-dir D search 温泉 --limit 50`).
        /// ArgumentParser gives a root option to the subcommand that declares it too, so both forms
        /// mean the same settings; an option given on both sides is nil, for ArgumentParser to judge.
        private static func plainSearch(_ arguments: [String]) -> SearchArguments? {
            var index = arguments.startIndex
            while index < arguments.endIndex, arguments[index] == "--data-dir" || arguments[index] == "--catalog" {
                index += 2
            }
            guard index < arguments.endIndex, arguments[index] == "search" else { return nil }
            return SearchArguments(plain: arguments[..<index] + arguments[(index + 1)...])
        }
    }

    private static func run(_ command: any ParsableCommand) async -> Int32 {
        do {
            var command = command
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return ExitCode.success.rawValue
        } catch {
            return report(error)
        }
    }

    /// Writes what `error` has to say (a command's failure, a usage error, the help) where `main`
    /// writes it, and returns the exit status it means: a `CommandFailure` is `yumeguri: MESSAGE`
    /// and 1, anything else as ArgumentParser words and numbers it.
    public static func report(_ error: any Error) -> Int32 {
        if let failure = error as? CommandFailure {
            CLIOutput.error(failure.message)
            return ExitCode.failure.rawValue
        }
        if let usage = error as? UsageFailure {
            CLIOutput.message(usage.fullText)
            return ExitCode.validationFailure.rawValue
        }
        let code = exitCode(for: error)
        let message = code == .validationFailure ? UsageText.inLanguage(fullMessage(for: error)) : fullMessage(for: error)
        if !message.isEmpty {
            if code == .success { CLIOutput.line(message) } else { CLIOutput.message(message) }
        }
        return code.rawValue
    }

    @Flag(name: .long, help: "Print the data credits and licences, then exit.")
    var about = false

    public func run() async throws {
        if about {
            // On a terminal the credits wrap at its width between words, a file name whole (a
            // terminal's own wrap cut `LICENSE-jp_prefecture-MIT.txt` at 80 columns); to a pipe,
            // one line per line.
            let text = AboutText.lines(version: Self.version).joined(separator: "\n")
            CLIOutput.line(MessageWrap.terminalWidth(STDOUT_FILENO).map { MessageWrap.wrapped(text, prefix: "", hanging: 0, width: $0) } ?? text)
            return
        }
        @Dependency(\.appHost) var host
        let code = try await host.start(options.settings, nil)
        if code != 0 { throw ExitCode(code) }
    }
}

struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Start at a deep link, e.g. facility/aist-2601, facility/aist-2601/ticket, favorites, tickets, map.",
        discussion: "Routes: " + DeepLink.examples.joined(separator: ", ")
    )

    @Argument(help: ArgumentHelp("The route to open.", valueName: "route"))
    var route: String

    @OptionGroup var options: AppOptions

    func validate() throws {
        do { _ = try DeepLink.parse(route) } catch { throw ValidationError(TerminalText.sanitized(error.description)) }
    }

    func run() async throws {
        let link: DeepLink
        do { link = try DeepLink.parse(route) } catch { throw ValidationError(TerminalText.sanitized(error.description)) }
        @Dependency(\.appHost) var host
        let code = try await host.start(options.settings, link)
        if code != 0 { throw ExitCode(code) }
    }
}
