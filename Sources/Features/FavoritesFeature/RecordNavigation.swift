import Navigation

/// The visit log and its pictures are faces of one record: going to one that is just below on the
/// stack goes back to it instead of stacking it again (M, C, P and v back and forth never grow
/// the breadcrumb).
@MainActor
enum RecordNavigation {
    static func show(_ destination: Destination, router: Router) {
        let stack = router.currentStack
        if stack.count > 1, stack[stack.count - 2] == destination {
            router.back()
        } else if stack.last != destination {
            router.navigate(to: destination)
        }
    }
}
