import AppWiring
import Dependencies
import Entities
import Foundation
import YumeguriCLI

// Composition root: the commands (YumeguriCLI) reach the app, the key tables and the live clients
// only through this host; the app wires everything else when it starts (AppMain).
// (Handed over rather than prepared here: `--version` then touches no dependency at all.)
let host = AppHost(
    start: { settings, link in try await AppMain.start(options: settings, link: link) },
    keyTables: { KeyTables.all },
    checkingSigner: LiveDependencies.checkingSigner,
    openUserData: { location throws(UserDataError) in try await LiveDependencies.openUserData(location) })
let status = await YumeguriCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), host: host)
// Whatever the outcome, the app or a command that used the user database leaves no log for the
// next start to replay.
await LiveDependencies.closeUserData()
exit(status)
