import Dependencies
import Entities
import Foundation
import Repositories

/// The 湯めぐり operations the rally and plan stores perform on disk.
public struct JourneyUseCase: Sendable {
    public var rallies: @Sendable () async throws(CatalogError) -> [Rally]
    public var plans: @Sendable () async throws(UserDataError) -> [DayPlan]
    public var savePlan: @Sendable (DayPlan) async throws(UserDataError) -> Void
    public var deletePlan: @Sendable (_ id: String) async throws(UserDataError) -> Bool
    public var celebratedRallies: @Sendable () async throws(UserDataError) -> Set<RallyID>
    public var markCelebrated: @Sendable (RallyID, Date) async throws(UserDataError) -> Bool
    /// Stored plans this version will not use, kept and reported (issue 34.2).
    public var unreadablePlans: @Sendable () async throws(UserDataError) -> [UnreadablePlan]

    public init(repository: JourneyRepository) {
        rallies = repository.rallies
        plans = repository.plans
        savePlan = repository.savePlan
        deletePlan = repository.deletePlan
        celebratedRallies = repository.celebratedRallies
        markCelebrated = repository.markCelebrated
        unreadablePlans = repository.unreadablePlans
    }
}

extension JourneyUseCase: DependencyKey {
    public static var liveValue: JourneyUseCase {
        @Dependency(\.journeyRepository) var repository
        return JourneyUseCase(repository: repository)
    }

    /// Over whatever repository the test installs (the repository's own test value fails loudly).
    public static var testValue: JourneyUseCase { liveValue }
}

extension DependencyValues {
    public var journeyUseCase: JourneyUseCase {
        get { self[JourneyUseCase.self] }
        set { self[JourneyUseCase.self] = newValue }
    }
}
