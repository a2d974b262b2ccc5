import Localization
import QRCode
import ScreenKit
import TerminalKit

/// A signed code's QR symbol, encoded once when the code is signed (`SignedCode`) and only read
/// while a frame is drawn: both forms, since whether the terminal wants ASCII is known only then.
public struct ScanCode: Equatable, Sendable {
    /// Half-block lines (`▀ ▄ █`); nil when the payload does not fit a symbol.
    public let halfBlockLines: [String]?
    /// `##` pairs, for `--ascii` and terminals that draw ambiguous characters wide.
    public let asciiLines: [String]?

    @MainActor
    public init(payload: String) {
        halfBlockLines = Self.encode(payload, ascii: false)
        asciiLines = Self.encode(payload, ascii: true)
    }

    /// The form the canvas draws: ASCII where it is ASCII-only or half blocks would be two cells
    /// wide; a line saying so (in the language in force) where there is no symbol.
    public func lines(asciiOnly: Bool) -> [String] {
        (asciiOnly || AmbiguousWidth.current == .wide ? asciiLines : halfBlockLines) ?? [WalletText.codeUnavailable.text]
    }

    /// The QR symbol as lines with a 4-module quiet zone, dark modules drawn as ink, or `##`
    /// pairs in ASCII mode, which `ScanCodeDrawing` draws as solid dark cells. Drawn in the
    /// `.scanCode` style, which the theme makes black on white, so a phone reads it on dark and
    /// light terminals alike.
    /// Reported when it runs while a frame is composed (`FrameComposition`): encoding is the
    /// signing's work, never the drawing's.
    @MainActor
    static func encode(_ payload: String, ascii: Bool) -> [String]? {
        FrameComposition.derives("a QR code")
        guard let code = try? QRCode.encode(payload) else { return nil }
        return ascii ? code.asciiLines(quietZone: 4, invert: false) : code.halfBlockLines(quietZone: 4, invert: false)
    }
}
