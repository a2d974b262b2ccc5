import Dependencies
import Entities
import Localization
import Repositories
import UseCases

/// How the command line reports stored plans this version will not use (issue 34.2): each with
/// its id and why, and that it is kept (the same words in `plan list`, `plan ID` and `doctor`).
enum StoredPlanReport {
    /// At most this many are listed one by one; the count says the rest.
    static let listed = 20

    static func lines(_ unreadable: [UnreadablePlan]) -> [String] {
        guard !unreadable.isEmpty else { return [] }
        var lines = [JourneyCLIText.unreadablePlans(unreadable.count).text]
        lines += unreadable.prefix(listed).map { "  \($0.summary)" }
        if unreadable.count > listed { lines.append(JourneyCLIText.moreUnreadablePlans(unreadable.count - listed).text) }
        return lines
    }

    static func cannotUse(_ plan: UnreadablePlan) -> String {
        JourneyCLIText.cannotUsePlan(id: plan.shownID, reason: plan.reason).text
    }
}

extension StoredPlanReport {
    /// `doctor`'s finding on a sound user database: the stored plans this version will not use,
    /// listed; true when there is one (doctor then exits 1, and repairs nothing: the rows are kept).
    static func examine(_ location: CatalogLocation) async -> Bool {
        let found: Result<[UnreadablePlan], UserDataError> = await withDependencies { $0.catalogLocation = location } operation: {
            @Dependency(\.journeyUseCase) var journey
            do throws(UserDataError) { return .success(try await journey.unreadablePlans()) } catch { return .failure(error) }
        }
        switch found {
        case .success(let unreadable) where unreadable.isEmpty:
            CLIOutput.sentence(CLIText.dayPlansOK.text)
            return false
        case .success(let unreadable):
            for line in lines(unreadable) { CLIOutput.line(line) }
            return true
        case .failure(let error):
            CLIOutput.sentence(CLIText.dayPlansUnreadable(error.description).text)
            return true
        }
    }
}
