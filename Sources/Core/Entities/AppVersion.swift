/// This build's version: shown by `--version` and About, and recorded in the user database so an
/// older build that finds it can say which version wrote it.
public enum AppVersion {
    public static let current = "0.1.0"
}
