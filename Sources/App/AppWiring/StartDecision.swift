import AppShell
import Entities
import Foundation
import Repositories
import Settings

/// What the app's start does after each of its checks: go on, or stop before the terminal is
/// taken, with what to tell the user on standard error (nil: nothing, as after a signal) and the
/// exit status. The checks' outcomes are decided here, apart from the terminal, so tests reach
/// every one of them (a malformed config, a damaged or newer user database, a data folder that
/// belongs to someone else) without starting the app.
public enum StartDecision: Equatable, Sendable {
    case proceed
    case stop(message: String?, status: Int32)

    /// The config file comes first: the keys a screen answers to are the user's from its first
    /// frame. One that cannot be read stops with its problem and where to look (status 2, as a
    /// usage error).
    public static func config(_ read: () throws(ConfigError) -> AppConfig) -> (config: AppConfig?, decision: StartDecision) {
        do throws(ConfigError) {
            return (try read(), .proceed)
        } catch {
            return (nil, .stop(message: error.description + "\n" + ShellText.configHint.text, status: 2))
        }
    }

    /// The user database opens before the terminal is taken: a damaged one, one from a newer
    /// version, or a data folder that cannot be trusted (someone else's, writable by others) stops
    /// here with what to do, where every screen would otherwise show it as empty or signed out.
    public static func userData(
        at location: CatalogLocation,
        open: (CatalogLocation) async throws(UserDataError) -> Void = { location throws(UserDataError) in
            try await LiveDependencies.openUserData(location)
        }
    ) async -> StartDecision {
        do throws(UserDataError) {
            try await open(location)
            return .proceed
        } catch {
            return .stop(message: error.description, status: 1)
        }
    }

    /// A terminating signal taken during the start ends it once what was set up is undone, with
    /// the status a shell gives a process the signal ended (128 + its number).
    public static func signal(_ received: Int32?) -> StartDecision {
        received.map { .stop(message: nil, status: 128 + $0) } ?? .proceed
    }
}
