import Observation
import Widgets

/// App-level state around the screens: the help overlay, the quit question, a transient message.
@MainActor
@Observable
final class AppChrome {
    var isHelpVisible = false
    var isConfirmingQuit = false
    var message: StatusBar.Message?
}
