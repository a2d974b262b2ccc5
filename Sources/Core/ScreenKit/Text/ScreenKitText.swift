import Localization

/// The words of the screens ScreenKit itself draws (a destination's stand-in) and of a copy (`y`).
public enum ScreenKitText: SampledCatalog {
    case notBuilt(title: String), laterRelease, placeholderKeys
    /// What a screen may say after `y`: the text went to the terminal (OSC 52); whether a
    /// clipboard took it only the terminal knows (the shell says the same when it sends it).
    case copySent

    public static let samples: [ScreenKitText] = [.notBuilt(title: "地図"), .laterRelease, .placeholderKeys, .copySent]
}
