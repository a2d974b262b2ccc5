/// Whether two arrays share one buffer: what a frame reads from a value stored before it (two
/// reads hand out the same array) rather than one derived while it is drawn (each read builds
/// its own). Both arrays are alive here, so two built apart cannot share an address; an empty
/// array says nothing (every empty array shares one), so it never counts as shared.
public func sharesStorage<Element>(_ first: [Element], _ second: [Element]) -> Bool {
    guard !first.isEmpty, !second.isEmpty else { return false }
    return first.withUnsafeBufferPointer { a in second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
}
