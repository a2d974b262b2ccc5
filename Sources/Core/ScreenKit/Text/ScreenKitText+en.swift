extension ScreenKitText {
    public var en: String {
        switch self {
        case .notBuilt(let title): "\(title) — not built yet"
        case .laterRelease: "This screen arrives in a later release."
        case .placeholderKeys: "Esc / q: back   1–5: switch tab   ?: help"
        case .copySent: "Sent to the terminal (OSC 52); the clipboard gets it if the terminal allows"
        }
    }
}
