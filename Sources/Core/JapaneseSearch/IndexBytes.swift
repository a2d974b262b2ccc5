/// Flat arrays to bytes and back, for a stored index: each array is its count then its elements'
/// raw bytes, so loading copies memory instead of normalising every name again. The layout is the
/// machine's own; `SearchIndex.formatVersion` and the header guard against reading a foreign one.
struct IndexByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func append<T: BitwiseCopyable>(_ value: T) {
        withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
    }

    mutating func append<T: BitwiseCopyable>(array: [T]) {
        append(UInt64(array.count))
        array.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }
}

/// Why stored index bytes were not used (the caller then builds the index afresh).
public enum SearchIndexDecodingError: Error, Equatable, Sendable {
    case wrongFormat
    case truncated
    case inconsistent
}

struct IndexByteReader {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func read<T: BitwiseCopyable>(_: T.Type = T.self) throws(SearchIndexDecodingError) -> T {
        let size = MemoryLayout<T>.size
        guard bytes.count - offset >= size else { throw .truncated }
        defer { offset += size }
        return bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
    }

    mutating func array<T: BitwiseCopyable>(of _: T.Type = T.self) throws(SearchIndexDecodingError) -> [T] {
        let count = Int(truncatingIfNeeded: try read(UInt64.self))
        let stride = MemoryLayout<T>.stride
        guard count >= 0, count <= (bytes.count - offset) / max(stride, 1) else { throw .truncated }
        let source = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count * stride)])
        offset += count * stride
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress, let from = source.baseAddress {
                UnsafeMutableRawPointer(base).copyMemory(from: from, byteCount: count * stride)
            }
            initialized = count
        }
    }
}
