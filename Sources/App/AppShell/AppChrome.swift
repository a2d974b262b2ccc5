import Observation
import Widgets

/// App-level state around the screens: the help overlay, the quit question, a transient message.
@MainActor
@Observable
final class AppChrome {
    /// The help overlay's scroll and filter while it is open; nil when closed.
    var help: HelpOverlay.State?
    var isHelpVisible: Bool { help != nil }
    var isConfirmingQuit = false
    var message: StatusBar.Message?
}
