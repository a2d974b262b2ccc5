import Entities
import Foundation
import Synchronization
import Localization

/// Reads and checks the files on a thread of its own while the calling thread stores the rows: on
/// two cores, parsing no longer waits for SQLite, nor SQLite for parsing. Rows go across in
/// batches, at most `depth` batches ahead, so memory stays bounded whatever the file's size.
enum CatalogPipeline {
    static let batchSize = 512
    static let depth = 8

    /// `CatalogImport.stream(files, into: &store)`, the reading done on another thread. The
    /// reading thread has ended when this returns or throws.
    static func run<Store: CatalogStore>(_ files: CatalogSourceFiles, into store: inout Store) throws(CatalogError) -> [String: UInt64] {
        let channel = RowChannel(depth: depth)
        let reader = Thread {
            defer { channel.readerEnded() }
            var sender = RowSender(channel: channel)
            do throws(CatalogError) {
                let hashes = try CatalogImport.stream(files, into: &sender)
                try sender.flush()
                _ = channel.send(.end(.success(hashes)))
            } catch {
                _ = channel.send(.end(.failure(error)))
            }
        }
        reader.name = "yumeguri.catalog-reader"
        reader.start()
        defer { channel.waitForReader() }
        while true {
            switch channel.receive() {
            case .rows(let rows):
                do throws(CatalogError) {
                    for row in rows { try store.take(row) }
                } catch {
                    channel.cancel()
                    throw error
                }
            case .end(.success(let hashes)): return hashes
            case .end(.failure(let error)): throw error
            }
        }
    }
}

/// The reading side: collects rows into batches for the channel.
private struct RowSender: CatalogSink {
    let channel: RowChannel
    var batch: [CatalogRow] = []

    init(channel: RowChannel) {
        self.channel = channel
        batch.reserveCapacity(CatalogPipeline.batchSize)
    }

    mutating func take(_ row: CatalogRow) throws(CatalogError) {
        batch.append(row)
        if batch.count >= CatalogPipeline.batchSize { try flush() }
    }

    mutating func flush() throws(CatalogError) {
        guard !batch.isEmpty else { return }
        // The storing side stopped (it failed and says why): reading stops too.
        guard channel.send(.rows(batch)) else { throw .database(DataStoreText.catalogBuildStopped.text) }
        batch = []
        batch.reserveCapacity(CatalogPipeline.batchSize)
    }
}

/// A bounded queue between the two threads.
private final class RowChannel: Sendable {
    enum Message: Sendable {
        case rows([CatalogRow])
        case end(Result<[String: UInt64], CatalogError>)
    }

    private struct State {
        var messages: [Message] = []
        var cancelled = false
    }

    private let state = Mutex(State())
    private let queued = DispatchSemaphore(value: 0)
    private let room: DispatchSemaphore
    private let ended = DispatchSemaphore(value: 0)

    init(depth: Int) { room = DispatchSemaphore(value: depth) }

    /// False when the storing side has stopped: nothing more will be taken.
    func send(_ message: Message) -> Bool {
        if state.withLock({ $0.cancelled }) { return false }
        room.wait()
        let sent = state.withLock { state in
            guard !state.cancelled else { return false }
            state.messages.append(message)
            return true
        }
        if sent { queued.signal() }
        return sent
    }

    func receive() -> Message {
        queued.wait()
        let message = state.withLock { $0.messages.removeFirst() }
        room.signal()
        return message
    }

    /// The storing side failed: a reader waiting for room wakes up and stops.
    func cancel() {
        state.withLock { $0.cancelled = true }
        room.signal()
    }

    func readerEnded() { ended.signal() }
    func waitForReader() { ended.wait() }
}
