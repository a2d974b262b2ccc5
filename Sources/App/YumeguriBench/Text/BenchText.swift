import Localization

/// What `yumeguri-bench` tells a person: its usage errors, failures and report headings, each one
/// whole sentence in each language (`--lang`, the config's `lang`, else the locale, as the app).
/// Not here, and English on purpose: the rows of figures scripts read or compare (`query …\tp50 …`,
/// `wall\tA …`, `order 3 … created`, `code 0 …`, the quality rows, the `p50 … ms` rows of the key,
/// map and picture timings, the plan and trip rows against their targets), and the developer's
/// diagnostics (the layout check's and the fuzz run's problem lists, `curses-width`, `springs`'
/// markdown): they name code, scenes and cells, and a script or a diff reads them the same in any locale.
enum BenchText: SampledCatalog {
    // Usage errors and failures.
    case sizeLike(option: String)
    case mustBePositive(option: String)
    case zeroOrMore(option: String)
    case adultsRange(maximum: Int)
    case formatCSVOrJSON
    case commandAfterDashes
    case cannotStart(command: String, reason: String)
    case cannotMakePipe(reason: String)
    case cannotStartLockHolder
    case signInFailed(bench: String, email: String, reason: String)
    case noAdultTicket(facility: String)
    case orderFailed(index: Int, key: String, reason: String)
    case noSuchArea(String)
    case passNeedsTwoAreas
    case passFailed(index: Int, reason: String)
    case orderHasNoPass(order: String)
    case cannotSignPass(reason: String)
    case cannotWrite(path: String)
    // Report headings and summaries.
    case searchIndex(areas: Int, stored: Bool, milliseconds: String)
    case peakMemory(mebibytes: Int)
    case quality(kanji: Bool, passed: Int, total: Int, percent: String)
    case fuzzSummary(seed: UInt64, events: Int, sessions: Int, failures: Int, milliseconds: String)
    case layoutSummary(frames: Int, problems: Int)
    case keysAlone(count: Int)
    case keysWhileLocked(seconds: String)
    case favouriteWritesAllDone
    case favouriteWriteFailed(reason: String)
    case visitLogOpened(visits: Int, milliseconds: String)
    case mapCatalog(areas: Int, folder: String, milliseconds: String)
    case mapNote(String)
    case mapSummary(markers: Int, width: Int, height: Int, keys: Int, zoomFrom: Int, zoomTo: Int)
    case framesUnderBudget
    case framesOverBudget(over: Int, total: Int)
    case picturesSummary(visits: Int, areas: Int, width: Int, height: Int, loadMilliseconds: String, countMilliseconds: String)
    case pictureFramesUnderBudget
    case pictureFramesOverBudget(over: Int, total: Int)
    case purchases(count: Int, created: Int, existing: Int, seconds: String)

    static let samples: [BenchText] = [
        .sizeLike(option: "--size"), .mustBePositive(option: "--frames"), .zeroOrMore(option: "--count"),
        .adultsRange(maximum: 10), .formatCSVOrJSON, .commandAfterDashes, .cannotStart(command: "fzf", reason: "No such file or directory"),
        .cannotMakePipe(reason: "Too many open files"), .cannotStartLockHolder,
        .signInFailed(bench: "bench purchase", email: "bench@example.com", reason: "wrong email or PIN"),
        .noAdultTicket(facility: "aist-2711"), .orderFailed(index: 3, key: "solo-3", reason: "database is locked"), .noSuchArea("aist-99999"),
        .passNeedsTwoAreas, .passFailed(index: 2, reason: "database is locked"), .orderHasNoPass(order: "O-1"),
        .cannotSignPass(reason: "no issuer key"), .cannotWrite(path: "/tmp/v.csv"),
        .searchIndex(areas: 4_610, stored: true, milliseconds: "12.5"), .searchIndex(areas: 4_610, stored: false, milliseconds: "80.1"),
        .peakMemory(mebibytes: 42), .quality(kanji: true, passed: 98, total: 100, percent: "98.0"),
        .quality(kanji: false, passed: 1, total: 1, percent: "100.0"),
        .fuzzSummary(seed: 42, events: 2_500, sessions: 3, failures: 0, milliseconds: "900.0"), .fuzzSummary(seed: 1, events: 1, sessions: 1, failures: 1, milliseconds: "1.0"),
        .layoutSummary(frames: 992, problems: 0), .layoutSummary(frames: 1, problems: 1),
        .keysAlone(count: 300), .keysWhileLocked(seconds: "3.0"), .favouriteWritesAllDone, .favouriteWriteFailed(reason: "database is locked"),
        .visitLogOpened(visits: 100_000, milliseconds: "35.2"), .mapCatalog(areas: 100_000, folder: "/tmp/synth", milliseconds: "410"),
        .mapNote("No coastline"), .mapSummary(markers: 100_000, width: 120, height: 40, keys: 90, zoomFrom: 0, zoomTo: 6),
        .framesUnderBudget, .framesOverBudget(over: 1, total: 90), .framesOverBudget(over: 3, total: 90),
        .picturesSummary(visits: 1_000, areas: 4_610, width: 120, height: 40, loadMilliseconds: "120", countMilliseconds: "8"),
        .pictureFramesUnderBudget, .pictureFramesOverBudget(over: 1, total: 30), .pictureFramesOverBudget(over: 2, total: 30),
        .purchases(count: 500, created: 500, existing: 0, seconds: "2.345"), .purchases(count: 1, created: 0, existing: 1, seconds: "0.010"),
    ]
}
