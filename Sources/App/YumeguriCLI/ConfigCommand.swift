import ArgumentParser
import Dependencies
import Foundation
import Localization
import Settings
import TerminalKit

struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "The config file: where it is, whether it is valid, and one with every setting.",
        subcommands: [Path.self, Check.self, Default.self]
    )

    struct Path: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "path", abstract: "Print where yumeguri reads its config ($XDG_CONFIG_HOME/yumeguri/config.toml).")

        @OptionGroup var language: LanguageOption

        func run() async throws {
            CLIOutput.line(ConfigFile.path(environment: processEnvironment).path)
        }
    }

    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "check", abstract: "Check the config file; print every problem with where it is, exit 1 if any.")

        @OptionGroup var language: LanguageOption

        @Option(name: .long, help: ArgumentHelp("Check this file instead.", valueName: "file"))
        var file: String?

        func run() async throws {
            let url = file.map { URL(fileURLWithPath: $0) } ?? ConfigFile.path(environment: processEnvironment)
            @Dependency(\.appHost) var host
            let tables = await host.keyTables()
            do {
                let config = try ConfigFile.load(url, tables: tables)
                let path = TerminalText.sanitized(url.path)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    CLIOutput.sentence(CLIText.noConfigFile(path).text)
                    return
                }
                let rebound = config.keys.tables.values.reduce(0) { $0 + $1.count }
                CLIOutput.sentence(CLIText.configOK(path: path, rebound: rebound).text)
            } catch {
                CLIOutput.error(error.description)
                throw ExitCode(1)
            }
        }
    }

    struct Default: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "default", abstract: "Print a config file with every setting and key, commented out, at its default.")

        @OptionGroup var language: LanguageOption

        func run() async throws {
            @Dependency(\.appHost) var host
            CLIOutput.line(ConfigFile.defaultText(tables: await host.keyTables()), terminator: "")
        }
    }
}
