import Dependencies
import Entities
import Foundation

/// The 湯めぐり data: the catalog's curated rallies, the user's day plans, and which rally
/// completions have been celebrated. Plans and celebrations live in the user database (one
/// transaction per write); the rallies come with the catalog's files.
public struct JourneyRepository: Sendable {
    /// The curated rallies (not the stamp card, which is made from the catalog).
    public var rallies: @Sendable () async throws(CatalogError) -> [Rally]
    /// Newest change first.
    public var plans: @Sendable () async throws(UserDataError) -> [DayPlan]
    public var savePlan: @Sendable (DayPlan) async throws(UserDataError) -> Void
    /// True when a plan was deleted.
    public var deletePlan: @Sendable (_ id: String) async throws(UserDataError) -> Bool
    public var celebratedRallies: @Sendable () async throws(UserDataError) -> Set<RallyID>
    /// True only for the one caller, of any process, that marked it.
    public var markCelebrated: @Sendable (RallyID, Date) async throws(UserDataError) -> Bool
    /// Stored plans this version will not use (issue 34.2): kept on disk, reported, never in `plans`.
    /// Set after `init` so that every maker of a repository need not name it (none in memory).
    public var unreadablePlans: @Sendable () async throws(UserDataError) -> [UnreadablePlan] = { () throws(UserDataError) in [] }

    public init(
        rallies: @escaping @Sendable () async throws(CatalogError) -> [Rally],
        plans: @escaping @Sendable () async throws(UserDataError) -> [DayPlan],
        savePlan: @escaping @Sendable (DayPlan) async throws(UserDataError) -> Void,
        deletePlan: @escaping @Sendable (_ id: String) async throws(UserDataError) -> Bool,
        celebratedRallies: @escaping @Sendable () async throws(UserDataError) -> Set<RallyID>,
        markCelebrated: @escaping @Sendable (RallyID, Date) async throws(UserDataError) -> Bool
    ) {
        self.rallies = rallies
        self.plans = plans
        self.savePlan = savePlan
        self.deletePlan = deletePlan
        self.celebratedRallies = celebratedRallies
        self.markCelebrated = markCelebrated
    }
}

extension JourneyRepository: TestDependencyKey {
    /// Fails the test that reaches it.
    public static let testValue = JourneyRepository(
        rallies: { () throws(CatalogError) in
            _ = unimplementedError("JourneyRepository.rallies")
            throw .database("JourneyRepository.rallies is unimplemented in tests")
        },
        plans: { () throws(UserDataError) in throw unimplementedError("JourneyRepository.plans") },
        savePlan: { _ throws(UserDataError) in throw unimplementedError("JourneyRepository.savePlan") },
        deletePlan: { _ throws(UserDataError) in throw unimplementedError("JourneyRepository.deletePlan") },
        celebratedRallies: { () throws(UserDataError) in throw unimplementedError("JourneyRepository.celebratedRallies") },
        markCelebrated: { _, _ throws(UserDataError) in throw unimplementedError("JourneyRepository.markCelebrated") })

    /// Everything in memory: the given rallies, plans and celebrations kept in a box (tests, previews).
    public static func inMemory(rallies: [Rally], plans: [DayPlan] = []) -> JourneyRepository {
        let box = JourneyMemory(plans: plans)
        return JourneyRepository(
            rallies: { () throws(CatalogError) in rallies },
            plans: { () throws(UserDataError) in await box.plans() },
            savePlan: { plan throws(UserDataError) in
                if let problem = plan.storageProblem { throw .invalidPlan(problem) }
                await box.save(plan)
            },
            deletePlan: { id throws(UserDataError) in await box.delete(id) },
            celebratedRallies: { () throws(UserDataError) in await box.celebrated },
            markCelebrated: { id, _ throws(UserDataError) in await box.mark(id) })
    }
}

private actor JourneyMemory {
    private var stored: [DayPlan]
    private(set) var celebrated: Set<RallyID> = []

    init(plans: [DayPlan]) { stored = plans }

    func plans() -> [DayPlan] { stored.sorted { ($0.updatedAt, $1.id) > ($1.updatedAt, $0.id) } }
    func save(_ plan: DayPlan) { stored.removeAll { $0.id == plan.id }; stored.append(plan) }
    func delete(_ id: String) -> Bool {
        let before = stored.count
        stored.removeAll { $0.id == id }
        return stored.count != before
    }
    func mark(_ id: RallyID) -> Bool { celebrated.insert(id).inserted }
}

extension DependencyValues {
    public var journeyRepository: JourneyRepository {
        get { self[JourneyRepository.self] }
        set { self[JourneyRepository.self] = newValue }
    }
}
