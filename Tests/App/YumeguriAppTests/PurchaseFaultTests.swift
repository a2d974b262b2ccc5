import Entities
import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The e-ticket issue's fault requirements, on the real binary (`yumeguri-bench purchase`) and the
/// real files: `kill -9` at random points never leaves a partial order, and four processes buying
/// at once on one data directory each succeed exactly once, with no "database is locked".
@Suite(.serialized, .timeLimit(.minutes(5))) struct PurchaseFaultTests {
    /// Each test signs in at least once, and PIN hashing takes seconds in a debug build: one
    /// account per test, and a generous wait for the first line.
    static let signInTimeout = Duration.seconds(180)
    /// Far more orders than eight kills take (each lets 0–3 commit): a test process starved on a busy
    /// machine must still find the run unfinished when its kill arrives, or no later run has work left.
    static let orderCount = 150

    @Test func killedAtRandomPointsLeavesNoPartialOrderAndResumesWithoutBuyingTwice() throws {
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let seed = ProcessInfo.processInfo.environment["YUMEGURI_FAULT_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        let context = "seed \(seed) (rerun with YUMEGURI_FAULT_SEED=\(seed))"

        let setup = try Spawn.run(Self.bench(directory, ["--count", "0"]))
        try #require(setup.status == 0, "creating the account: \(setup.error)")

        let purchase = Self.bench(directory, ["--count", "\(Self.orderCount)", "--key-prefix", "k"])
        var kills = 0
        /// The order id each key got when a run reported creating it: a later run must not replace it.
        var created: [String: String] = [:]
        for attempt in 0..<30 where kills < 8 {
            let storedBefore = try StoredOrders.read(dataDirectory: directory).orders
            let process = try Spawn.start(purchase)
            // Orders already stored are reported at once as existing; let 0–3 new ones commit, then
            // kill 0–3 ms later. An order takes about a millisecond, most of it in its write
            // transaction, so the kills land between orders and inside them.
            let linesBeforeKill = storedBefore + Int(random.next() % 4)
            var read = 0
            while read < linesBeforeKill, let line = try process.readLine(timeout: Self.signInTimeout) {
                if PurchaseLine(line, keyPrefix: "k") != nil { read += 1 }
            }
            usleep(UInt32(random.next() % 3_000))
            process.send(SIGKILL)
            let result = try process.wait()
            if result.status == 128 + SIGKILL { kills += 1 }
            let attemptContext = "\(context), attempt \(attempt), killed after \(linesBeforeKill) lines, exit \(result.status)"
            #expect(result.error.isEmpty, "\(attemptContext): \(result.error)")

            let stored = try StoredOrders.read(dataDirectory: directory)
            #expect(stored.integrity == "ok", "\(attemptContext)")
            #expect(stored.isWhole, "\(attemptContext): \(stored)")
            for line in result.output.split(separator: "\n").compactMap({ PurchaseLine(String($0), keyPrefix: "k") }) {
                // A line is written only after its order committed: it must have survived the kill.
                #expect(stored.orderIDs[line.key] == line.orderID, "\(attemptContext): \(line.key) was reported, then lost")
                #expect(line.tickets == 2, "\(attemptContext)")
                if line.created {
                    #expect(created[line.key] == nil, "\(attemptContext): \(line.key) was bought twice")
                    created[line.key] = line.orderID
                }
            }
        }
        #expect(kills >= 8, "\(context): only \(kills) runs were killed before finishing")

        let storedBefore = try StoredOrders.read(dataDirectory: directory)
        let final = try Spawn.run(purchase)
        #expect(final.status == 0, "\(context): \(final.error)")
        let lines = final.output.split(separator: "\n").compactMap { PurchaseLine(String($0), keyPrefix: "k") }
        #expect(lines.map(\.key) == (0..<Self.orderCount).map { "k-\($0)" }, "\(context)")
        #expect(Set(lines.filter { !$0.created }.map(\.key)) == Set(storedBefore.orderIDs.keys), "\(context): resumed where it stopped")
        let stored = try StoredOrders.read(dataDirectory: directory)
        #expect(stored.isWhole, "\(context): \(stored)")
        #expect(stored.orders == Self.orderCount && stored.tickets == 2 * Self.orderCount, "\(context): \(stored)")
        #expect(Set(stored.orderIDs.keys) == Set((0..<Self.orderCount).map { "k-\($0)" }), "\(context)")
        for (key, id) in created { #expect(stored.orderIDs[key] == id, "\(context): \(key) was bought again") }
    }

    @Test func fourProcessesBuyingAtOnceEachSucceedExactlyOnce() throws {
        // A new directory: the four also race to create the database and the one account.
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let results = try Self.buyTogether((0..<4).map { Self.bench(directory, ["--count", "25", "--key-prefix", "p\($0)"]) })
        for (index, result) in results.enumerated() {
            #expect(result.status == 0, "buyer \(index): \(result.error)")
            #expect(!(result.output + result.error).lowercased().contains("locked"), "buyer \(index): \(result.output) \(result.error)")
            let lines = result.output.split(separator: "\n").compactMap { PurchaseLine(String($0), keyPrefix: "p\(index)") }
            #expect(lines.map(\.key) == (0..<25).map { "p\(index)-\($0)" }, "buyer \(index)")
            #expect(lines.allSatisfy { $0.created }, "buyer \(index)")
        }
        var stored = try StoredOrders.read(dataDirectory: directory)
        #expect(stored.isWhole, "\(stored)")
        #expect(stored.accounts == 1)
        #expect(stored.orders == 100 && stored.tickets == 200, "\(stored)")
        #expect(Set(stored.orderIDs.keys) == Set((0..<4).flatMap { buyer in (0..<25).map { "p\(buyer)-\($0)" } }))

        // All four confirm the same purchase (one idempotency key) at once: one order, reported by all.
        let same = try Self.buyTogether((0..<4).map { _ in Self.bench(directory, ["--count", "1", "--key-prefix", "same"]) })
        var orderIDs: [String] = []
        var createdCount = 0
        for (index, result) in same.enumerated() {
            #expect(result.status == 0, "buyer \(index): \(result.error)")
            #expect(!(result.output + result.error).lowercased().contains("locked"), "buyer \(index): \(result.output) \(result.error)")
            let lines = result.output.split(separator: "\n").compactMap { PurchaseLine(String($0), keyPrefix: "same") }
            #expect(lines.count == 1, "buyer \(index): \(result.output)")
            orderIDs += lines.map(\.orderID)
            createdCount += lines.filter(\.created).count
        }
        #expect(orderIDs.count == 4 && Set(orderIDs).count == 1, "\(orderIDs)")
        #expect(createdCount == 1)
        stored = try StoredOrders.read(dataDirectory: directory)
        #expect(stored.isWhole, "\(stored)")
        #expect(stored.orders == 101 && stored.tickets == 202, "\(stored)")
        #expect(stored.orderIDs["same-0"] == orderIDs.first)
    }

    // MARK: Helpers

    static func bench(_ directory: URL, _ arguments: [String]) -> [String] {
        [TmuxSession.benchBinary, "purchase", "--data-dir", directory.path, "--adults", "2"] + arguments
    }

    /// Starts every command, waits until each has signed in (the slow part), then lets them all
    /// buy at the same instant by opening one gate, and waits for them to finish.
    static func buyTogether(_ commands: [[String]]) throws -> [Spawn.Result] {
        let gate = try Spawn.Gate()
        let buyers = try commands.map { try Spawn.start($0 + ["--wait-for-stdin-eof"], gate: gate) }
        for (index, buyer) in buyers.enumerated() {
            let first = try buyer.readLine(timeout: signInTimeout)
            #expect(first?.hasPrefix("account ") == true, "buyer \(index) did not sign in: \(first ?? "no output")")
        }
        gate.open()
        return try buyers.map { try $0.wait() }
    }

    static func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// One `order <i> <id> created|existing <n> tickets` line of `bench purchase`.
struct PurchaseLine: Equatable {
    var key: String
    var orderID: String
    var created: Bool
    var tickets: Int

    init?(_ line: String, keyPrefix: String) {
        let fields = line.split(separator: " ")
        guard fields.count == 6, fields[0] == "order", let index = Int(fields[1]), fields[3] == "created" || fields[3] == "existing",
              let tickets = Int(fields[4]) else { return nil }
        key = "\(keyPrefix)-\(index)"
        orderID = String(fields[2])
        created = fields[3] == "created"
        self.tickets = tickets
    }
}
