import AppShell
import AppWiring
import ArgumentParser
import CredentialsLive
import DataStores
import Dependencies
import Entities
import Foundation
import Localization
import MapFeature
import Navigation
import Notices
import Repositories
import RepositoriesLive
import ScreenKit
import Stores
import TerminalKit
import YumeguriCLI
#if canImport(Glibc)
import Glibc
#endif

/// `yumeguri-bench keys`: key-to-frame latency (the key handled and its frame drawn) for `j`, `f`
/// and a letter typed into the search field, through the real shell, screens, catalog and user
/// database on a headless terminal — alone, and while another process holds the user database's
/// write lock (`bench hold-lock`, started here).
struct KeyLatencyBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "keys")

    @Option(help: "Keys of each kind per phase.")
    var count = 300

    @Option(help: "How long the other process holds the write lock, in seconds.")
    var lockSeconds = 3.0

    @Flag(help: "Wait for each key's work before drawing, as the loop did before issue 10 (for the before figure).")
    var awaitEffects = false

    @Flag(help: "Measure the visit log instead (j, and a letter typed into its filter), over the data directory's visits.")
    var visitLog = false

    @OptionGroup var options: AppOptions

    @MainActor
    func run() async throws {
        umask(0o077)
        let (location, isScratch) = try options.scratchLocation(prefix: "yumeguri-keys")
        defer { if isScratch { try? FileManager.default.removeItem(at: location.dataDirectory) } }
        let router = Router()
        LiveDependencies.prepare(location: location, router: router,
                                 mapDirectory: ResourceLocator.bundledMap(environment: options.environment), codeReader: .benchUnavailable)
        @Dependency(\.favoritesStore) var favorites
        await favorites.load()
        let terminal = HeadlessTerminal(size: Size(width: 100, height: 30))
        let shell = Shell(terminal: terminal, router: router, asciiOnly: false)
        shell.render()
        await shell.settled()
        shell.render()

        if visitLog {
            await measureVisitLog(shell)
            return
        }

        print(BenchText.keysAlone(count: count).text)
        await measure(shell, favorites: favorites, deadline: nil)
        await shell.settled()

        print(BenchText.keysWhileLocked(seconds: "\(lockSeconds)").text)
        let holder = try startLockHolder(dataDirectory: location.dataDirectory)
        let deadline = ContinuousClock.now + .milliseconds(Int(lockSeconds * 1000) - 300)
        await measure(shell, favorites: favorites, deadline: deadline)
        var status: Int32 = 0
        waitpid(holder, &status, 0)
        await shell.settled()
    }

    @MainActor
    private func measure(_ shell: Shell, favorites: FavoritesStore, deadline: ContinuousClock.Instant?) async {
        let clock = ContinuousClock()
        let awaitEffects = self.awaitEffects
        func time(_ key: KeyEvent) async -> Double {
            let start = clock.now
            shell.handle(.key(key))
            if awaitEffects { await shell.settled() }
            shell.render()
            return BenchStatistics.milliseconds(clock.now - start)
        }
        var down: [Double] = [], favourite: [Double] = [], typing: [Double] = []
        let letters: [Character] = ["く", "さ", "つ", "ゆ"]
        var round = 0
        while round < count || (deadline.map { ContinuousClock.now < $0 } ?? false) {
            guard deadline.map({ ContinuousClock.now < $0 }) ?? true || round < count else { break }
            down.append(await time(.character(round % 40 == 39 ? "g" : "j")))
            favourite.append(await time(.character("f")))
            _ = await time(.character("/"))
            typing.append(await time(.character(letters[round % letters.count])))
            _ = await time(.ctrl("u"))
            _ = await time(.escape)
            round += 1
            // Let the effects (searches, writes) run between keys, as the loop's waits would.
            await Task.yield()
            if deadline != nil, round >= count * 4 { break }
        }
        report("j (move down)", down)
        report("f (toggle favourite)", favourite)
        report("typing a letter in the query", typing)
        @Dependency(\.noticeStore) var notices
        let failure = notices.current.flatMap { $0.kind == .error ? $0.text : nil }
        print((failure.map(BenchText.favouriteWriteFailed(reason:)) ?? .favouriteWritesAllDone).text)
    }

    /// The visit log of a data directory with many visits (`visits import`): moving and filtering.
    @MainActor
    private func measureVisitLog(_ shell: Shell) async {
        @Dependency(\.visitLogStore) var visits
        let clock = ContinuousClock()
        func time(_ key: KeyEvent) async -> Double {
            let start = clock.now
            shell.handle(.key(key))
            shell.render()
            return BenchStatistics.milliseconds(clock.now - start)
        }
        let opening = clock.now
        _ = await time(.character("3"))
        _ = await time(.character("v"))
        await shell.settled()
        shell.render()
        print(BenchText.visitLogOpened(visits: visits.visits.count, milliseconds: String(format: "%.1f", BenchStatistics.milliseconds(clock.now - opening))).text)
        var down: [Double] = [], typing: [Double] = []
        for round in 0..<count {
            down.append(await time(.character(round % 40 == 39 ? "g" : "j")))
        }
        for round in 0..<count {
            _ = await time(.character("/"))
            typing.append(await time(.character(["1", "湯", "草"][round % 3])))
            _ = await time(.ctrl("u"))
            _ = await time(.escape)
        }
        report("j (move down)", down)
        report("typing a letter in the filter", typing)
    }

    private func report(_ name: String, _ values: [Double]) {
        let sorted = values.sorted()
        func percentile(_ p: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))] }
        print("\(name): n \(values.count)  p50 \(String(format: "%.3f", percentile(0.5))) ms  p99 \(String(format: "%.3f", percentile(0.99))) ms  max \(String(format: "%.3f", sorted.last ?? 0)) ms")
    }

    /// Starts `yumeguri-bench hold-lock` and returns once it holds the lock.
    private func startLockHolder(dataDirectory: URL) throws -> pid_t {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw ValidationError(BenchText.cannotMakePipe(reason: String(cString: strerror(errno))).text) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        let arguments = [CommandLine.arguments[0], "hold-lock", "--directory", dataDirectory.path, "--seconds", "\(lockSeconds)"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { throw ValidationError(BenchText.cannotStartLockHolder.text) }
        close(pipe[1])
        var byte: UInt8 = 0
        _ = read(pipe[0], &byte, 1)
        close(pipe[0])
        return pid
    }
}

/// `yumeguri-bench hold-lock`: another process in a long write on the user database.
struct HoldLockBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hold-lock")

    @Option(name: .customLong("directory")) var directory: String
    @Option var seconds = 3.0

    func run() async throws {
        let database = try UserDatabase.open(dataDirectory: URL(fileURLWithPath: directory))
        try await database.holdWriteLock(seconds: seconds) {
            FileHandle.standardOutput.write(Data("L".utf8))
        }
    }
}
