import Testing
import TestSupport
@testable import QRCode

extension ZBarDecoder {
    static func decode(_ code: QRCode, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try decode(pbm: code.pbm(scale: 4, quietZone: 4), label: "version \(code.version) mask \(code.mask)", sourceLocation: sourceLocation)
    }
}
