import Foundation
import Localization
import TerminalKit
import Testing

/// Compares text with `__Snapshots__/<name>.txt` beside the test file. A missing snapshot is
/// written and the test fails, so a new snapshot is always looked at once; `SNAPSHOT_RECORD=1`
/// rewrites snapshots on purpose. On a mismatch the actual text goes to `<name>.actual.txt`.
public func assertTextSnapshot(
    _ text: String, named name: String,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent("\(name).txt")
    let actualFile = directory.appendingPathComponent("\(name).actual.txt")
    let content = text + "\n"
    let record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? content.write(to: file, atomically: true, encoding: .utf8)
        if !record { Issue.record("recorded a new snapshot at \(file.path); check it and run again", sourceLocation: sourceLocation) }
        return
    }
    if expected == content {
        try? FileManager.default.removeItem(at: actualFile)
        return
    }
    try? content.write(to: actualFile, atomically: true, encoding: .utf8)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = content.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let e = index < expectedLines.count ? String(expectedLines[index]) : "∅"
        let a = index < actualLines.count ? String(actualLines[index]) : "∅"
        if e != a { diff.append("line \(index + 1):\n  - \(e)\n  + \(a)") }
    }
    let summary = "snapshot \(name) differs (actual in \(actualFile.lastPathComponent)):\n" + diff.prefix(8).joined(separator: "\n")
    Issue.record(Comment(rawValue: summary), sourceLocation: sourceLocation)
}

/// Snapshots one screen in each language at each size, as `<name>-<W>x<H>-<ja|en>.txt`: `draw`
/// runs with the language in force and returns the screen's text at the size it is given.
public func assertScreenSnapshots(
    named name: String, sizes: [Size] = [.terminal80x24], languages: [Language] = Language.allCases,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation, _ draw: (Size) throws -> String
) rethrows {
    for size in sizes {
        for language in languages {
            let text = try AppLanguage.$scoped.withValue(language) { try draw(size) }
            assertTextSnapshot(text, named: "\(name)-\(size.width)x\(size.height)-\(language.rawValue)", filePath: filePath, sourceLocation: sourceLocation)
        }
    }
}
