import Localization
import TerminalKit
import Testing
import VisitFormKit
import Widgets

/// The detail's and the visit log's form keys were two copies of one table; now both wrap this one.
@Suite struct VisitFormKeyTests {
    @Test func eachKeyActsOnceAndOnlyEntersSummaryIsTheScreens() {
        let bindings = VisitFormKey.bindings(save: VisitFormText.hintSave) { $0 }
        let keys = bindings.flatMap(\.keys)
        #expect(Set(keys).count == keys.count, "a key bound twice")
        for key in [VisitFormKey.submit, .cancel, .nextField, .previousField, .edit(.backspace), .edit(.clear)] {
            #expect(bindings.contains { $0.action == key }, "\(key)")
        }
        let enter = bindings.first { $0.keys.contains(.enter) }
        #expect(enter?.action == .submit && enter?.summary == VisitFormText.hintSave.text)
    }
}
