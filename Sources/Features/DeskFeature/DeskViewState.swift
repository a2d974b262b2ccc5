import Entities
import UseCases
import Widgets

/// What the desk shows: the code field, a check in flight, and the verdicts so far.
public struct DeskViewState: Equatable, Sendable {
    public var input = TextFieldState(maxLength: 512)
    public var isChecking = false
    /// Newest first.
    public var verdicts: [DeskVerdict] = []
    /// The catalog's names for the verdicts' areas (`Kusatsu 草津` in English).
    public var names = FacilityNames()
}
