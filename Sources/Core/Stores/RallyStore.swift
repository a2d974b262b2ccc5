import Dependencies
import Entities
import Foundation
import Localization
import Notices
import Observation
import Observing
import UseCases

/// The rallies (湯めぐり帳) and the user's progress in each, for the app's lifetime: the curated
/// sets from the catalog's files and the 47-prefecture stamp card, made from the catalog, all
/// measured by one rule (`RallyProgress`) against the visit log, the single source of truth for
/// where the user has bathed. A visit recorded anywhere (a screen, a desk, another process) moves
/// every rally that counts it, and a rally completed is celebrated once.
@MainActor
@Observable
public final class RallyStore {
    /// The curated rallies in file order, then the stamp card.
    public private(set) var rallies: [Rally] = []
    public private(set) var isLoaded = false
    /// Why the curated rallies could not be read (the stamp card is still there).
    public private(set) var errorMessage: String?
    /// Progress per rally, for the visit log as it was last measured.
    public private(set) var progress: [RallyID: RallyProgress] = [:]

    @ObservationIgnored @Dependency(\.journeyUseCase) private var useCase
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.visitLogStore) private var visitLog
    @ObservationIgnored @Dependency(\.noticeStore) private var notices
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored private let loading = SingleFlight()
    /// What `progress` was measured from: the log's revision and the rallies.
    @ObservationIgnored private var measuredFor: (revision: Int, rallies: [Rally])?
    @ObservationIgnored private var celebrated: Set<RallyID> = []
    @ObservationIgnored private var following: Task<Void, Never>?

    public nonisolated init() {}

    /// Fixed rallies that read nothing (tests and previews of the screens that only need a rally):
    /// `load` leaves them as they are, and their progress is empty until `measure` is called.
    public init(rallies: [Rally]) {
        self.rallies = rallies
        isLoaded = true
        isFixed = true
    }

    @ObservationIgnored private var isFixed = false

    public func rally(_ id: RallyID) -> Rally? { rallies.first { $0.id == id } }

    /// Every rally with its progress, in the list's order (closest to done first).
    public var ordered: [RallyProgress] {
        RallyProgress.ordered(rallies.map { progress[$0.id] ?? RallyProgress(rally: $0, firstVisitByArea: [:]) })
    }

    public func progress(for id: RallyID) -> RallyProgress? {
        guard let rally = rally(id) else { return nil }
        return progress[id] ?? RallyProgress(rally: rally, firstVisitByArea: [:])
    }

    /// Reads the rallies once (later calls wait for the same load), measures them, and from then on
    /// follows the visit log in a task this store owns.
    public func load() async {
        guard !isFixed else { return }
        await loading.run { [weak self] in await self?.performLoad() }
    }

    private func performLoad() async {
        if !isLoaded {
            var curated: [Rally] = []
            do { curated = try await useCase.rallies() } catch {
                errorMessage = StoreText.ralliesNotLoaded(reason: error.description).text
            }
            await catalog.load()
            let (listings, prefectures) = (catalog.listings, catalog.prefectures)
            let card = await Task.detached(priority: .userInitiated) {
                var byPrefecture: [String: [FacilityID]] = [:]
                for position in listings.indices { byPrefecture[listings.prefectureCode(at: position), default: []].append(listings.id(at: position)) }
                return Rally.prefectureCard(prefectures: prefectures, areasByPrefecture: byPrefecture)
            }.value
            // A member the catalog does not have does not count, whatever the file says.
            rallies = curated.map { rally in
                var checked = rally
                checked.members = rally.members.map { member in
                    var kept = member
                    kept.areas = member.areas.filter { listings.position(of: $0) != nil }
                    return kept
                }
                return checked
            } + (prefectures.isEmpty ? [] : [card])
            isLoaded = true
        }
        celebrated = (try? await useCase.celebratedRallies()) ?? celebrated
        if !visitLog.isLoaded { await visitLog.load() }
        await measure(celebrate: false)
        follow()
    }

    /// Measures again whenever the visit log moves, for as long as the app runs.
    private func follow() {
        guard following == nil else { return }
        following = Task { [weak self, visitLog] in
            while !Task.isCancelled {
                await observedChange { _ = visitLog.revision }
                await self?.measure(celebrate: true)
            }
        }
    }

    /// Stops following the log (tests that end the store's life).
    public func stop() {
        following?.cancel()
        following = nil
    }

    /// Measures every rally against the log off the main actor; with `celebrate`, a rally that
    /// is complete now and was never celebrated (by any process) is announced once. Rallies found
    /// complete at the first measurement are marked without a word: they were done before.
    public func measure(celebrate: Bool) async {
        // One measurement at a time, in call order: a caller that awaits this returns after the
        // log as it now is was measured and any celebration it brings was posted, even when the
        // task following the log started measuring first (it marks a rally celebrated before it
        // posts, so a second measurement running beside it would return with nothing posted yet).
        let previous = measuring
        let current = Task { [weak self] in
            await previous?.value
            await self?.measureNow(celebrate: celebrate)
        }
        measuring = current
        await current.value
    }

    /// The measurement in progress or last started (see `measure`); owned by this store.
    @ObservationIgnored private var measuring: Task<Void, Never>?

    private func measureNow(celebrate: Bool) async {
        let revision = visitLog.revision
        if let measuredFor, measuredFor.revision == revision, measuredFor.rallies == rallies { return }
        let (log, rallies) = (visitLog.visits, self.rallies)
        let measured = await Task.detached(priority: .userInitiated) {
            let first = RallyProgress.firstVisitByArea(log)
            return Dictionary(uniqueKeysWithValues: rallies.map { ($0.id, RallyProgress(rally: $0, firstVisitByArea: first)) })
        }.value
        guard visitLog.revision == revision, rallies == self.rallies else { return }
        progress = measured
        measuredFor = (revision, rallies)
        for rally in rallies where measured[rally.id]?.isComplete == true && !celebrated.contains(rally.id) {
            celebrated.insert(rally.id)
            let marked = (try? await useCase.markCelebrated(rally.id, date.now)) ?? false
            if celebrate, marked {
                notices.post(StoreText.rallyCompleted(rally: rally.title, count: measured[rally.id]?.countText ?? "").text)
            }
        }
    }

    /// Rallies that have been celebrated (the list marks them).
    public func isCelebrated(_ id: RallyID) -> Bool { celebrated.contains(id) }
}

extension RallyStore: DependencyKey {
    public nonisolated static let liveValue = RallyStore()
    public nonisolated static var testValue: RallyStore { RallyStore() }
}

extension DependencyValues {
    public var rallyStore: RallyStore {
        get { self[RallyStore.self] }
        set { self[RallyStore.self] = newValue }
    }
}
