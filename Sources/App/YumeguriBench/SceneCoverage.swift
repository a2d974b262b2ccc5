import Navigation

/// What the layout check's scenes drew: which screens, and the key table each had on top.
struct SceneCoverage {
    private(set) var kinds: Set<Destination.Kind> = []
    private(set) var scopes: [String: String] = [:]

    mutating func drew(_ kind: Destination.Kind, keyScope: String?, scene: String) {
        kinds.insert(kind)
        if let keyScope, scopes[keyScope] == nil { scopes[keyScope] = scene }
    }

    /// A screen no scene draws, and a drawn screen whose key table the app does not list (the
    /// config would refuse `[keys.NAME]` for it, and `config default` would not show it).
    func problems(tables: Set<String>) -> [String] {
        let undrawn = Destination.Kind.allCases.filter { !kinds.contains($0) }.map { "no layout scene draws the \($0.rawValue) screen (add one to LayoutCheck.scenes)" }
        let unlisted = scopes.keys.sorted().filter { !tables.contains($0) }.map {
            "scene \(scopes[$0] ?? ""): its key table [keys.\($0)] is not in KeyTables.all"
        }
        return undrawn + unlisted
    }
}
