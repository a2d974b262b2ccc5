import Synchronization

/// Records where drawing wrote over text within one frame: a column that runs into the next, an
/// indicator or a frame's corner over a line's end. Off (nil) in the app; the layout check binds
/// one around the frames it renders. Drawings meant to be drawn over (braille, lines, blocks) are
/// not text; writing a space (clearing) or the same glyph again is no overwrite.
public final class LayoutAudit: Sendable {
    public struct Overwrite: Hashable, Sendable, CustomStringConvertible {
        public var at: Point
        public var old: Character
        public var new: Character
        public var description: String { "'\(new)' over '\(old)' at column \(at.x), row \(at.y)" }
    }

    @TaskLocal public static var current: LayoutAudit?

    private let recorded = Mutex<[Overwrite]>([])

    public init() {}

    public var overwrites: [Overwrite] { recorded.withLock { $0 } }

    public func reset() { recorded.withLock { $0.removeAll() } }

    func check(replacing old: Cell, with new: Character, at point: Point) {
        guard Self.isText(old.character), new != " ", old.character != new else { return }
        recorded.withLock { $0.append(Overwrite(at: point, old: old.character, new: new)) }
    }

    /// Lines, blocks, braille and their ASCII stand-ins (`-`, `|`, `+`) are drawings, not text.
    static func isText(_ character: Character) -> Bool {
        guard character != " ", character != "-", character != "|", character != "+",
              let scalar = character.unicodeScalars.first else { return false }
        return !AmbiguousWidth.isLineOrBlock(scalar.value) && !(0x2800...0x28FF).contains(scalar.value)
    }
}
