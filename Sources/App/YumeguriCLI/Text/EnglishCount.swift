/// `1 ticket`, `4 tickets`: an English count agrees in number with its noun (Japanese uses a
/// counter word instead and needs nothing of this).
func count(_ value: Int, _ one: String, _ many: String? = nil) -> String {
    value == 1 ? "1 \(one)" : "\(value) \(many ?? one + "s")"
}
