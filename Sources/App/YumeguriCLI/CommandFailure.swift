/// A command that cannot do what was asked, with the reason: the root command writes it on stderr
/// as `yumeguri: MESSAGE` and exits with status 1 (`YumeguriCommand.report`). Thrown rather than
/// exiting on the spot, so a test that runs a command in-process sees its failures too.
public struct CommandFailure: Error, Equatable, CustomStringConvertible {
    /// Untrusted text may be in it: it is sanitised where it is written.
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
