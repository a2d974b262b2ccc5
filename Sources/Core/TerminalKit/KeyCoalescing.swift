/// Keys read in one go become as few events as they can: every run of two or more printable
/// characters is one `.paste`: as single keys, a large paste would be one action, search and frame
/// per character, with Ctrl-C and signals waiting behind them all.
public enum KeyCoalescing {
    public static func events(_ keys: [KeyEvent]) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        var run = ""
        var runLength = 0
        func flush() {
            if runLength == 1, let only = run.first { events.append(.key(.character(only))) }
            if runLength > 1 { events.append(.paste(run)) }
            run = ""
            runLength = 0
        }
        for key in keys {
            if case .character(let character) = key {
                run.append(character)
                runLength += 1
            } else {
                flush()
                events.append(.key(key))
            }
        }
        flush()
        return events
    }
}
