import Entities

/// Everything the account screens show.
public struct AccountViewState: Equatable, Sendable {
    public var account: Account?
    public var accounts: [Account] = []
    public var form: AccountFormState?
    public var isWorking = false
    public var notice: String?
    /// The highlighted row of `accounts`: `Enter`/`s` signs in to it.
    public var selection = 0

    public init() {}
}
