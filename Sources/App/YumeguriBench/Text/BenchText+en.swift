extension BenchText {
    var en: String {
        switch self {
        case .sizeLike(let option): "\(option) takes a terminal size of at least 60x16, like 120x40"
        case .mustBePositive(let option): "\(option) must be 1 or more"
        case .zeroOrMore(let option): "\(option) must be 0 or more"
        case .adultsRange(let maximum): "--adults must be 1 to \(maximum)"
        case .formatCSVOrJSON: "--format must be csv or json"
        case .commandAfterDashes: "give the command to measure after --"
        case .cannotStart(let command, let reason): "cannot start \(command): \(reason)"
        case .cannotMakePipe(let reason): "cannot make a pipe: \(reason)"
        case .cannotStartLockHolder: "cannot start the process that holds the lock"
        case .signInFailed(let bench, let email, let reason): "\(bench): sign-in as \(email): \(reason)"
        case .noAdultTicket(let facility): "bench purchase: \(facility) sells no adult ticket"
        case .orderFailed(let index, let key, let reason): "bench purchase: order \(index) (key \(key)): \(reason)"
        case .noSuchArea(let id): "no area \(id) in this catalog"
        case .passNeedsTwoAreas: "bench pass: --areas needs two areas or more"
        case .passFailed(let index, let reason): "bench pass: pass \(index): \(reason)"
        case .orderHasNoPass(let order): "bench pass: order \(order) has no pass"
        case .cannotSignPass(let reason): "bench pass: cannot sign the pass: \(reason)"
        case .cannotWrite(let path): "cannot write \(path)"
        case .searchIndex(let areas, let stored, let milliseconds):
            "areas: \(areas)  index \(stored ? "loaded from the catalog" : "built"): \(milliseconds) ms"
        case .peakMemory(let mebibytes): "peak memory: \(mebibytes) MiB"
        case .quality(let kanji, let passed, let total, let percent):
            "\(kanji ? "kanji forms, top-1" : "kana and romaji, top-3"): \(passed) of \(total) (\(percent)%)"
        case .fuzzSummary(let seed, let events, let sessions, let failures, let milliseconds):
            "fuzz: seed \(seed), events \(events), sessions \(sessions), crashes 0, invariant failures \(failures), \(milliseconds) ms"
        case .layoutSummary(let frames, let problems):
            "layout: \(frames) \(frames == 1 ? "frame" : "frames"), \(problems) \(problems == 1 ? "problem" : "problems")"
        case .keysAlone(let count): "== key to frame, alone (\(count) of each)"
        case .keysWhileLocked(let seconds): "== key to frame while another process holds the write lock for \(seconds) s"
        case .favouriteWritesAllDone: "favourite writes still waiting: none failed"
        case .favouriteWriteFailed(let reason): "favourite writes still waiting: \(reason)"
        case .visitLogOpened(let visits, let milliseconds):
            "== the visit log with \(visits) \(visits == 1 ? "visit" : "visits"): opened and drawn in \(milliseconds) ms"
        case .mapCatalog(let areas, let folder, let milliseconds): "catalog: \(areas) areas from \(folder), loaded in \(milliseconds) ms"
        case .mapNote(let message): "note: \(message)"
        case .mapSummary(let markers, let width, let height, let keys, let zoomFrom, let zoomTo):
            "map-bench: \(markers) markers, \(width)×\(height) terminal, \(keys) keys (zoom \(zoomFrom)…\(zoomTo))"
        case .framesUnderBudget: "every frame under 16 ms"
        case .framesOverBudget(let over, let total): "\(over) of \(total) frames over 16 ms"
        case .picturesSummary(let visits, let areas, let width, let height, let load, let count):
            "pictures: \(visits) visits, \(areas) areas, \(width)×\(height); log and catalog loaded in \(load) ms, counted (once per change, off the main actor) in \(count) ms"
        case .pictureFramesUnderBudget: "every picture frame under 16 ms"
        case .pictureFramesOverBudget(let over, let total): "\(over) of \(total) picture frames over 16 ms"
        case .purchases(let count, let created, let existing, let seconds):
            "purchases \(count) (created \(created), existing \(existing)) in \(seconds) s"
        }
    }
}
