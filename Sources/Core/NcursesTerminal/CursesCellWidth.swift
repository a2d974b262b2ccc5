import Synchronization
import TerminalKit

/// Whether curses counts ambiguous-width characters as two cells (set once by NcursesTerminal).
let cursesAmbiguousIsWide = Atomic<Bool>(false)

/// curses moves its idea of the cursor by the C library's `wcwidth`, which gives every ambiguous
/// character (★ ● ※ ℃ …) one cell whatever the terminal does. Where the terminal draws them two
/// cells wide, curses would then write the rest of the row one cell left of where the canvas put
/// it. This definition takes the C library's place for curses (an executable's symbols come first
/// when shared libraries look theirs up), so curses measures every character as the canvas does:
/// `DisplayWidth`, with the ambiguous width the user chose. Controls keep the C meaning (-1).
@_cdecl("wcwidth")
public func cursesCellWidth(_ code: Int32) -> Int32 {
    guard code != 0 else { return 0 }
    guard code >= 0x20, !(0x7F..<0xA0).contains(code), let scalar = Unicode.Scalar(UInt32(code)) else { return -1 }
    let ambiguous: AmbiguousWidth = cursesAmbiguousIsWide.load(ordering: .relaxed) ? .wide : .narrow
    return Int32(DisplayWidth.width(of: scalar, ambiguous: ambiguous))
}

#if canImport(Glibc)
import Glibc

/// The `wcwidth` a shared library (curses) finds in this process, asked for each character with
/// ambiguous characters `ambiguous`: what `yumeguri-bench curses-width` prints, so a test can
/// see that curses measures as the canvas does.
public func cursesVisibleCellWidths(of text: String, ambiguous: AmbiguousWidth) -> [Int32]? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { return nil }
    let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    let before = cursesAmbiguousIsWide.load(ordering: .relaxed)
    cursesAmbiguousIsWide.store(ambiguous == .wide, ordering: .relaxed)
    defer { cursesAmbiguousIsWide.store(before, ordering: .relaxed) }
    return text.unicodeScalars.map { wcwidth(Int32(bitPattern: $0.value)) }
}
#endif
