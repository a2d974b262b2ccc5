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

/// Reads the bytes as stored, in parts, letting go of each part once it is copied out: loading
/// a million-area index then needs the index and one part, not the index twice.
struct IndexByteReader {
    private var parts: [[UInt8]]
    private var part = 0
    private var offset = 0
    private(set) var remaining: Int

    init(parts: consuming [[UInt8]]) {
        remaining = parts.reduce(0) { $0 + $1.count }
        self.parts = parts
    }

    var isAtEnd: Bool { remaining == 0 }

    private mutating func copy(into destination: UnsafeMutableRawPointer, count: Int) {
        var copied = 0
        while copied < count {
            let available = parts[part].count - offset
            let taken = min(available, count - copied)
            parts[part].withUnsafeBytes { source in
                if let base = source.baseAddress { (destination + copied).copyMemory(from: base + offset, byteCount: taken) }
            }
            copied += taken
            offset += taken
            if offset == parts[part].count {
                parts[part] = []
                part += 1
                offset = 0
            }
        }
        remaining -= count
    }

    mutating func read<T: BitwiseCopyable>(_: T.Type = T.self) throws(SearchIndexDecodingError) -> T {
        let size = MemoryLayout<T>.size
        guard remaining >= size else { throw .truncated }
        var raw = [UInt8](repeating: 0, count: size)
        raw.withUnsafeMutableBytes { buffer in
            if let base = buffer.baseAddress { copy(into: base, count: size) }
        }
        return raw.withUnsafeBytes { $0.loadUnaligned(as: T.self) }
    }

    mutating func array<T: BitwiseCopyable>(of _: T.Type = T.self) throws(SearchIndexDecodingError) -> [T] {
        let count = Int(truncatingIfNeeded: try read(UInt64.self))
        let stride = MemoryLayout<T>.stride
        guard count >= 0, count <= remaining / max(stride, 1) else { throw .truncated }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress { copy(into: UnsafeMutableRawPointer(base), count: count * stride) }
            initialized = count
        }
    }
}
