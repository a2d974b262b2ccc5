import Entities
import IssueReporting

/// Reports the unimplemented call as a test failure and gives the error the caller's typed throws
/// expects: `unimplemented(_:placeholder:)` cannot build a `throws(UserDataError)` closure.
func unimplementedError(_ name: String) -> UserDataError {
    reportIssue("\(name) is not overridden in this test")
    return .database("\(name) is unimplemented in tests")
}
