import Entities
import Observing
import ScreenKit
import Stores

extension Effects {
    /// What the stamp map, the calendar and the spring passport do when they appear, written once:
    /// `first` (the map's outline), then the visit statistics refreshed and `update`d from; and
    /// the same again each time they go stale (a visit recorded, corrected or deleted anywhere).
    func followStatistics(_ statistics: VisitStatisticsStore, first: (@MainActor () async -> Void)? = nil,
                          update: @escaping @MainActor () async -> Void) {
        run {
            await first?()
            await statistics.refresh()
            await update()
        }
        schedule("follow") {
            while !Task.isCancelled {
                await observedChange { _ = statistics.isStale }
                await statistics.refresh()
                await update()
            }
        }
    }
}
