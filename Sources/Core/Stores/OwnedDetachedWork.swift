/// Pure work run off the main actor but owned by the caller's task: cancelling that task (its
/// screen went) cancels the work, which a long ordering checks between its passes. A bare
/// `Task.detached(…).value` would run on after its screen was gone.
func ownedDetached<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    let work = Task.detached(priority: .userInitiated, operation: body)
    return await withTaskCancellationHandler { await work.value } onCancel: { work.cancel() }
}
