/// Why a payload could not be turned into a symbol.
public enum QRCodeError: Error, Sendable, Equatable {
    /// The payload needs more bytes than version 10 at level M can carry.
    /// `capacity` is that limit, so callers can tell the user how much to cut.
    case payloadTooLong(bytes: Int, capacity: Int)
}
