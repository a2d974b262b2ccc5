import Dependencies
import Entities
import Navigation

/// The registry through which modules build each other's screens and panels without importing each
/// other (ニフティ温泉's ViewBuildingClient). Feature modules read it with
/// `@Dependency(\.viewBuilding)`; the App registers the live value, which knows every module.
public struct ViewBuildingClient: Sendable {
    /// The screen for a destination: the App's one exhaustive switch.
    public var screen: @MainActor @Sendable (Destination) -> any Screen
    /// A short list of the hot springs nearest a facility (built by the search module).
    public var nearbyPanel: @MainActor @Sendable (FacilityID) -> any Panel
    /// A facility's summary (name, prefecture, temperature, spring type, sample price), built by the
    /// detail module; the map shows it for the focused marker.
    public var facilitySummaryPanel: @MainActor @Sendable (FacilityID) -> any Panel

    public init(
        screen: @escaping @MainActor @Sendable (Destination) -> any Screen,
        nearbyPanel: @escaping @MainActor @Sendable (FacilityID) -> any Panel,
        facilitySummaryPanel: @escaping @MainActor @Sendable (FacilityID) -> any Panel
    ) {
        self.screen = screen
        self.nearbyPanel = nearbyPanel
        self.facilitySummaryPanel = facilitySummaryPanel
    }
}

extension ViewBuildingClient: TestDependencyKey {
    /// Panels that say what was asked for, so a test can see that a feature used the registry.
    public static let testValue = ViewBuildingClient(
        screen: { destination in PlaceholderScreen(destination: destination) },
        nearbyPanel: { id in StaticTextPanel(lines: ["nearby panel for \(id.rawValue)"]) },
        facilitySummaryPanel: { id in StaticTextPanel(lines: ["summary panel for \(id.rawValue)"]) }
    )
}

extension DependencyValues {
    public var viewBuilding: ViewBuildingClient {
        get { self[ViewBuildingClient.self] }
        set { self[ViewBuildingClient.self] = newValue }
    }
}
