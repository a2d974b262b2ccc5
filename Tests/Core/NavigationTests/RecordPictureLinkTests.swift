import Entities
import Navigation
import Testing

/// Issue 35: the pictures of the record have deep links under the visit log's.
@Suite struct RecordPictureLinkTests {
    @Test func thePicturesOpenAboveTheVisitLog() throws {
        let root: [Destination] = [.favorites, .visits]
        #expect(try DeepLink.parse("visits/map") == DeepLink(tab: .favorites, stack: root + [.stampMap]))
        #expect(try DeepLink.parse("visits/calendar") == DeepLink(tab: .favorites, stack: root + [.visitCalendar(year: nil)]))
        #expect(try DeepLink.parse("visits/calendar/2024") == DeepLink(tab: .favorites, stack: root + [.visitCalendar(year: 2024)]))
        #expect(try DeepLink.parse("/visits/passport/") == DeepLink(tab: .favorites, stack: root + [.springPassport]))
    }

    @Test func aBadPictureRouteSaysWhatIsWrong() {
        #expect(throws: DeepLink.ParseError.badYear("24")) { try DeepLink.parse("visits/calendar/24") }
        #expect(throws: DeepLink.ParseError.badYear("x2024")) { try DeepLink.parse("visits/calendar/x2024") }
        #expect(throws: DeepLink.ParseError.unknownRoute("visits/stamps")) { try DeepLink.parse("visits/stamps") }
        #expect(throws: DeepLink.ParseError.unknownRoute("visits/map/2024")) { try DeepLink.parse("visits/map/2024") }
    }
}
