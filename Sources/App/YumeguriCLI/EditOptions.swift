import Entities
import TerminalKit

/// How the commands that correct stored data (`facts set`, `visits edit`, a plan's `--date`) read
/// their options, written once: an option not given keeps its field, an empty one clears a field
/// that can be cleared, and a value that cannot be read fails the command with a message that
/// names the option (the value sanitised). Each option is read on its own, so one cleared field
/// never drops the others given with it.
enum EditOptions {
    /// A text option of a field that can be cleared: nil keeps it, '' clears it, anything else is
    /// read by `read`.
    static func field<Value>(_ text: String?, read: (String) throws(CommandFailure) -> Value) throws(CommandFailure) -> FactsEdit.Field<Value> {
        guard let text else { return .keep }
        return text.isEmpty ? .clear : .set(try read(text))
    }

    /// A text option's value as typed.
    static func field(_ text: String?) -> FactsEdit.Field<String> {
        guard let text else { return .keep }
        return text.isEmpty ? .clear : .set(text)
    }

    /// A day typed as YYYY-MM-DD in `option`.
    static func date(_ text: String, option: String) throws(CommandFailure) -> VisitDate {
        do throws(VisitDate.ParseError) {
            return try VisitDate(parsing: text)
        } catch {
            try UserDataContext.fail(CLIText.dateProblem(option: option, error).text)
        }
    }
}
