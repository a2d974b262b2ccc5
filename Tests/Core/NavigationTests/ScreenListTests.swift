import Entities
import Navigation
import Testing

/// Every screen of `Destination.Kind` is opened by a deep link, or says why no link opens it: a
/// new screen cannot be added without deciding its route.
@Suite struct ScreenListTests {
    /// The kinds of every destination on the stacks the documented examples open.
    static var linked: Set<Destination.Kind> {
        var kinds: Set<Destination.Kind> = []
        for example in DeepLink.examples {
            // `plan/ID` stands for any plan's id.
            let route = example.replacingOccurrences(of: "/ID", with: "/plan-1a2b3c4d")
            if let link = try? DeepLink.parse(route) { kinds.formUnion(link.stack.map(\.kind)) }
        }
        return kinds
    }

    @Test func everyExampleRouteOpens() {
        for example in DeepLink.examples {
            let route = example.replacingOccurrences(of: "/ID", with: "/plan-1a2b3c4d")
            #expect(throws: Never.self, "\(example)") { try DeepLink.parse(route) }
        }
    }

    @Test(arguments: Destination.Kind.allCases) func eachScreenHasARouteOrAReasonForNone(_ kind: Destination.Kind) {
        let linked = Self.linked.contains(kind), reason = DeepLink.withoutRoute[kind]
        #expect(linked || reason != nil, "\(kind) has no deep link: add a route and an example to DeepLink, or a reason to DeepLink.withoutRoute")
        #expect(!(linked && reason != nil), "\(kind) has a deep link and is also listed as having none")
    }
}
