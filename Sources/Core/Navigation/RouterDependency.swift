import Dependencies

extension DependencyValues {
    /// The app's router. The App installs its instance; tests install their own.
    public var router: Router {
        get { self[RouterKey.self] }
        set { self[RouterKey.self] = newValue }
    }
}

private enum RouterKey: TestDependencyKey {
    static var testValue: Router { MainActor.assumeIsolated { Router() } }
}
