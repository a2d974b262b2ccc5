/// Keys read in one go become as few events as they can: every run of two or more printable
/// characters is one `.paste`. A 655 KB paste was 655,000 events, each a whole action, search and
/// frame (about 250 a second: 11 minutes, with Ctrl-C and signals waiting behind them).
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
