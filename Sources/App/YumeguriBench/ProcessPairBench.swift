import ArgumentParser
import Foundation
import Localization
#if canImport(Glibc)
import Glibc
#endif

/// `yumeguri-bench pair --vs 'B …' -- A …`: two commands as whole processes, started directly (no
/// shell on either side), in turn A B A B … after a warm-up, each run's wall time from spawn to
/// reaped and its CPU time from the kernel's accounting of the finished child (wait4). Prints each
/// figure's median and, with a peer, the median of the ratios pair by pair, so a comparison holds
/// while the machine's speed drifts. (No peak memory: a spawned child's ru_maxrss starts from this
/// process's own, so a small peer would look as large as the bench; `/usr/bin/time -f %M` it is.)
struct ProcessPairBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pair")

    @Option(help: "Counted runs of each command.")
    var runs = 11

    @Option(help: "Uncounted runs of each command first.")
    var warmup = 2

    @Option(help: ArgumentHelp("The peer: one string, split at spaces (no quoting).", valueName: "command"))
    var vs: String?

    @Option(help: ArgumentHelp("Standard input of every run (default: /dev/null).", valueName: "file"))
    var input = "/dev/null"

    @Option(help: "A label for the printed lines.")
    var label = ""

    @Argument(parsing: .captureForPassthrough, help: "The command measured (after --).")
    var command: [String] = []

    struct Sample {
        var wall, cpu: Double
    }

    func run() async throws {
        let a = command.first == "--" ? Array(command.dropFirst()) : command
        guard !a.isEmpty else { throw ValidationError(BenchText.commandAfterDashes.text) }
        let b = vs.map { $0.split(separator: " ").map(String.init) }
        var samplesA: [Sample] = [], samplesB: [Sample] = []
        for index in 0..<(warmup + runs) {
            let sampleA = try spawn(a)
            let sampleB = try b.map(spawn)
            guard index >= warmup else { continue }
            samplesA.append(sampleA)
            if let sampleB { samplesB.append(sampleB) }
        }
        let prefix = label.isEmpty ? "" : label + "\t"
        print(prefix + "A: \(a.joined(separator: " "))" + (b.map { "\tB: \($0.joined(separator: " "))" } ?? "") + "\t(\(runs) runs each, medians)")
        let figures: [(String, KeyPath<Sample, Double>, String)] = [("wall", \.wall, "ms"), ("cpu", \.cpu, "ms")]
        for (name, path, unit) in figures {
            var line = prefix + String(format: "%@\tA %.2f %@", name, median(samplesA.map { $0[keyPath: path] }), unit)
            if !samplesB.isEmpty {
                let ratios = zip(samplesA, samplesB).map { $0[keyPath: path] / max($1[keyPath: path], 0.001) }
                line += String(format: "\tB %.2f %@\tA/B %.2fx (pairs %.2f…%.2f)", median(samplesB.map { $0[keyPath: path] }), unit,
                               median(ratios), ratios.min() ?? 0, ratios.max() ?? 0)
            }
            print(line)
        }
    }

    private func median(_ values: [Double]) -> Double {
        BenchStatistics.percentile(values.sorted(), 0.5) ?? 0
    }

    /// One whole run: posix_spawnp, then wait4 for the child's own rusage.
    private func spawn(_ arguments: [String]) throws -> Sample {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard status == 0 else { throw ValidationError(BenchText.cannotStart(command: arguments[0], reason: String(cString: strerror(status))).text) }
        var usage = rusage()
        var code: Int32 = 0
        while wait4(pid, &code, 0, &usage) < 0 && errno == EINTR {}
        let wall = BenchStatistics.milliseconds(ContinuousClock.now - start)
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return Sample(wall: wall, cpu: ms(usage.ru_utime) + ms(usage.ru_stime))
    }
}
