import Foundation

// One way to show each quantity, used by every screen, panel and CLI table, so that a value reads
// the same wherever it appears and a column of them has one precision. JSON keeps the full value.

/// A temperature: one decimal and ℃ (`95.0℃`, `16.8℃`), or `—` where the source has none.
public func formatTemperature(_ celsius: Double?) -> String {
    guard let celsius, celsius.isFinite else { return "—" }
    return fixed(celsius, digits: 1) + "℃"
}

/// A pH: one decimal (`2.0`, `7.7`), or `—` where the source has none.
public func formatPH(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "—" }
    return fixed(value, digits: 1)
}

/// A distance: kilometres with one decimal (`0.9 km`, `5.8 km`, `118.0 km`).
public func formatDistance(kilometres: Double) -> String {
    guard kilometres.isFinite else { return "? km" }
    return fixed(max(kilometres, 0), digits: 1) + " km"
}

/// `¥1,200` (tax included, whole yen).
public func formatYen(_ amount: Int) -> String {
    let digits = String(amount.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    return (amount < 0 ? "-¥" : "¥") + grouped
}

/// A temperature in a column of them: the same text, right-aligned to 6 cells so the decimal
/// points line up (` 46.2℃`, `106.0℃`), a missing one as a dash under the units (`    — `).
public func formatTemperatureColumn(_ celsius: Double?) -> String {
    celsius == nil ? "    — " : leftPadded(formatTemperature(celsius), to: 6)
}

/// A distance in a column of them: the same text, right-aligned to 9 cells (`   5.8 km`, `1234.5 km`).
public func formatDistanceColumn(kilometres: Double) -> String {
    leftPadded(formatDistance(kilometres: kilometres), to: 9)
}

/// A number that is not one of the quantities above (a factor, a speed, a range in a message):
/// `95.0` → `95`, `35.55` → `35.6`.
public func formatMeasurement(_ value: Double, maxFractionDigits: Int = 1) -> String {
    var text = fixed(value, digits: maxFractionDigits)
    if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    return text
}

/// `value` with `digits` decimals, rounded as printf rounds. Straight through the C library: every
/// list row shows a temperature, and `String(format:)` took about 70,000 instructions for each
/// (CoreFoundation's formatter, a dynamic cast per argument): 1.75 million instructions of the
/// main actor's 32 million before the first frame (callgrind).
func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    // The longest a finite double prints: 309 integer digits, a sign, a point, the decimals.
    let digits = min(max(digits, 0), 17)
    let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 336) { buffer -> String in
        guard let base = buffer.baseAddress else { return "" }
        let count = withVaList([Int32(digits), value]) { vsnprintf(base, buffer.count, "%.*f", $0) }
        guard count > 0, count < buffer.count else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: base, count: Int(count)), as: UTF8.self)
    }
    // `-0.0` is not a reading anyone took.
    let isNegativeZero = text.hasPrefix("-") && text.dropFirst().allSatisfy { $0 == "0" || $0 == "." }
    return isNegativeZero ? String(text.dropFirst()) : text
}

/// Only ASCII and ℃ (one cell in narrow mode) reach here; the caller pads by display width where it matters.
private func leftPadded(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}
