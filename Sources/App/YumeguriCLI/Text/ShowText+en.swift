extension ShowText {
    var en: String {
        switch self {
        case .location(let prefecture, let region, let coordinate): "Location     \(prefecture) (\(region))  \(coordinate) (approximate, of the source)"
        case .temperature(let value): "Temperature  \(value)"
        case .temperatureWithClass(let value, let kind): "Temperature  \(value)  \(kind)"
        case .ph(let value): "pH           \(value)"
        case .phWithClass(let value, let kind): "pH           \(value)  \(kind)"
        case .springType(let text): "Spring type  \(text)"
        case .springTypeNotRecorded: "Spring type  — not recorded"
        case .springTypeNote(let note): "             \(note)"
        case .unclassified(let reason): "Therapeutic  not classified — \(reason)"
        case .therapeutic(let types): "Therapeutic  \(types)"
        case .properties(let text): "Properties   \(text)"
        case .bathing(let effects): "Bathing      \(effects)"
        case .bathingNone: "Bathing      no indications of its own type"
        case .drinking(let effects): "Drinking     \(effects) (only where drinking is permitted)"
        case .generalIndications: "General indications (every therapeutic spring)"
        case .contraindications(let text): "Not for      \(text)"
        case .generalContraindications: "General contraindications (bathing, every hot spring)"
        case .caution(let text): "Caution      \(text)"
        case .appCaution(let text): "Caution      \(text) (the app's note)"
        case .standard(let citation): "Standard     \(citation)"
        case .standardNote(let note): "             \(note)"
        case .sources(let representative, let count, let year):
            "Sources      " + ([representative.map { "main source \($0)" }, count == 1 ? "1 source" : "\(count) sources",
                                year.map { "analysed \($0)" }].compactMap { $0 }.joined(separator: " · ")) + " (AIST GRES-DB ONSEN 2020)"
        case .hours(let open, let closed): "Hours        \(open) · closed \(closed)  [sample data, not real hours]"
        case .nearbyHeader: "Nearby"
        case .facts(let hours, let source): "Hours      \(hours)   [\(source)]"
        case .factsClosed: "closed"
        case .factsPrice(let yen, let source): "Price      \(yen)   [\(source)]"
        case .factsNote(let note, let source): "Note       \(note)   [\(source)]"
        case .factsUnreadable(let reason): "unreadable record: \(reason)"
        case .factsUpdated(let moment): "updated \(moment)"
        }
    }
}
