#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The index as one block of memory in the layout of its file: a header, a table of sections,
/// then each flat array at a 64-byte boundary. Searching reads the arrays where they lie, so an
/// index loaded from a file is mapped, not decoded or copied, and only the pages a search touches
/// are read. A built index lives in the same layout in allocated memory, so there is one code path
/// and writing it out is one `write`.
///
/// Header (little-endian, the machine's own layout): magic, format version, pointer size, total
/// size, checksum of everything after the header, the identity (which catalog it belongs to).
final class IndexImage: @unchecked Sendable {
    // @unchecked: the memory is written once, before the image is shared, and only read after.
    let base: UnsafeRawPointer
    let size: Int
    private let isMapped: Bool

    static let headerSize = 256
    static let sectionAlignment = 64
    static let magic: UInt64 = 0x3158_4449_4755_4d59 // "YUMGIDX1"
    static let maxIdentityBytes = headerSize - 48
    /// Per section: offset, count and element stride, as UInt64.
    static let tableEntrySize = 24

    private init(base: UnsafeRawPointer, size: Int, isMapped: Bool) {
        self.base = base
        self.size = size
        self.isMapped = isMapped
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: base), size)
        } else {
            base.deallocate()
        }
    }

    /// Maps every page of the mapping now (see `map(file:identity:wholly:)`).
    private func populate() {
        // MADV_POPULATE_READ (Linux 5.14) maps the pages in one call; older kernels refuse it,
        // and then one read per page does the same.
        let populateRead: Int32 = 22
        if madvise(UnsafeMutableRawPointer(mutating: base), size, populateRead) == 0 { return }
        var sum: UInt8 = 0
        for offset in stride(from: 0, to: size, by: Int(getpagesize())) {
            sum &+= base.load(fromByteOffset: offset, as: UInt8.self)
        }
        withExtendedLifetime(sum) {}
    }

    var sectionCount: Int { Int(truncatingIfNeeded: base.load(fromByteOffset: Self.headerSize, as: UInt64.self)) }

    /// Section `index` as elements of `T`; empty when the table does not describe such an array
    /// (a damaged file: the consistency checks then refuse the index).
    func section<T: BitwiseCopyable>(_ index: Int, as _: T.Type = T.self) -> UnsafeBufferPointer<T> {
        guard index < sectionCount else { return UnsafeBufferPointer(start: nil, count: 0) }
        let entry = Self.headerSize + 8 + index * Self.tableEntrySize
        let offset = Int(truncatingIfNeeded: base.load(fromByteOffset: entry, as: UInt64.self))
        let count = Int(truncatingIfNeeded: base.load(fromByteOffset: entry + 8, as: UInt64.self))
        let stride = Int(truncatingIfNeeded: base.load(fromByteOffset: entry + 16, as: UInt64.self))
        guard stride == MemoryLayout<T>.stride, count >= 0, offset >= 0, offset % Self.sectionAlignment == 0,
              offset <= size, count <= (size - offset) / max(stride, 1)
        else { return UnsafeBufferPointer(start: nil, count: 0) }
        let start = (base + offset).assumingMemoryBound(to: T.self)
        return UnsafeBufferPointer(start: start, count: count)
    }

    // MARK: Building

    /// Collects arrays and lays them out; `finish` copies them into one allocation.
    struct Writer {
        private var sections: [(count: Int, stride: Int, copy: (UnsafeMutableRawPointer) -> Void)] = []

        mutating func append<T: BitwiseCopyable>(_ array: [T]) {
            sections.append((array.count, MemoryLayout<T>.stride, { destination in
                array.withUnsafeBytes { bytes in
                    if let source = bytes.baseAddress { destination.copyMemory(from: source, byteCount: bytes.count) }
                }
            }))
        }

        consuming func finish() -> IndexImage {
            let tableEnd = IndexImage.headerSize + 8 + sections.count * IndexImage.tableEntrySize
            var offsets: [Int] = []
            var end = IndexImage.aligned(tableEnd)
            for section in sections {
                offsets.append(end)
                end = IndexImage.aligned(end + section.count * section.stride)
            }
            let memory = UnsafeMutableRawPointer.allocate(byteCount: end, alignment: IndexImage.sectionAlignment)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: tableEnd)
            memory.storeBytes(of: UInt64(sections.count), toByteOffset: IndexImage.headerSize, as: UInt64.self)
            for (index, section) in sections.enumerated() {
                let entry = IndexImage.headerSize + 8 + index * IndexImage.tableEntrySize
                memory.storeBytes(of: UInt64(offsets[index]), toByteOffset: entry, as: UInt64.self)
                memory.storeBytes(of: UInt64(section.count), toByteOffset: entry + 8, as: UInt64.self)
                memory.storeBytes(of: UInt64(section.stride), toByteOffset: entry + 16, as: UInt64.self)
                // The data, then zeros up to the next section (written once: the file holds every byte).
                let span = (index + 1 < offsets.count ? offsets[index + 1] : end) - offsets[index]
                let used = section.count * section.stride
                section.copy(memory + offsets[index])
                (memory + offsets[index] + used).initializeMemory(as: UInt8.self, repeating: 0, count: span - used)
            }
            if tableEnd < IndexImage.aligned(tableEnd) {
                (memory + tableEnd).initializeMemory(as: UInt8.self, repeating: 0, count: IndexImage.aligned(tableEnd) - tableEnd)
            }
            return IndexImage(base: UnsafeRawPointer(memory), size: end, isMapped: false)
        }
    }

    static func aligned(_ offset: Int) -> Int {
        (offset + sectionAlignment - 1) / sectionAlignment * sectionAlignment
    }

    // MARK: Header

    /// The header for `identity` followed by the rest of this image: what a file holds.
    func header(identity: String) throws(SearchIndexFileError) -> [UInt8] {
        let identityBytes = Array(identity.utf8)
        guard identityBytes.count <= Self.maxIdentityBytes else { throw .identityTooLong }
        var header = [UInt8](repeating: 0, count: Self.headerSize)
        header.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: Self.magic, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: SearchIndex.formatVersion, toByteOffset: 8, as: UInt32.self)
            raw.storeBytes(of: UInt32(MemoryLayout<Int>.size), toByteOffset: 12, as: UInt32.self)
            raw.storeBytes(of: UInt64(size), toByteOffset: 16, as: UInt64.self)
            raw.storeBytes(of: Self.checksum(UnsafeRawBufferPointer(start: base + Self.headerSize, count: size - Self.headerSize)),
                           toByteOffset: 24, as: UInt64.self)
            raw.storeBytes(of: UInt32(identityBytes.count), toByteOffset: 32, as: UInt32.self)
            for (offset, byte) in identityBytes.enumerated() { raw[48 + offset] = byte }
        }
        return header
    }

    /// Checks a header against what the reader expects; returns the stored checksum.
    static func checkHeader(_ header: UnsafeRawBufferPointer, fileSize: Int, identity: String)
        throws(SearchIndexDecodingError) -> UInt64 {
        guard header.count >= headerSize, fileSize >= headerSize + 8 else { throw .truncated }
        guard header.load(fromByteOffset: 0, as: UInt64.self) == magic,
              header.load(fromByteOffset: 8, as: UInt32.self) == SearchIndex.formatVersion,
              header.load(fromByteOffset: 12, as: UInt32.self) == UInt32(MemoryLayout<Int>.size)
        else { throw .wrongFormat }
        let storedSize = Int(truncatingIfNeeded: header.load(fromByteOffset: 16, as: UInt64.self))
        guard storedSize <= fileSize else { throw .truncated }
        guard storedSize == fileSize, storedSize % sectionAlignment == 0 else { throw .inconsistent }
        let identityCount = Int(header.load(fromByteOffset: 32, as: UInt32.self))
        guard identityCount <= maxIdentityBytes,
              Array(header[48..<(48 + identityCount)]) == Array(identity.utf8) else { throw .foreign }
        return header.load(fromByteOffset: 24, as: UInt64.self)
    }

    /// Four independent multiply-xor lanes over 64-bit words: several GB/s, and any changed,
    /// swapped or zeroed word changes the sum (the file is written whole and renamed, so this
    /// guards against damage on disk, not an adversary).
    struct Checksum {
        private var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F,
                                                                0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63)
        private var words: UInt64 = 0
        private static let prime: UInt64 = 0x0000_0100_0000_01B3

        /// `bytes` must be a multiple of 32 bytes long except for the last call.
        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            let wordCount = bytes.count / 8
            var index = 0
            while index + 4 <= wordCount {
                lanes.0 = (lanes.0 ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* Self.prime
                lanes.1 = (lanes.1 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 8, as: UInt64.self)) &* Self.prime
                lanes.2 = (lanes.2 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 16, as: UInt64.self)) &* Self.prime
                lanes.3 = (lanes.3 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 24, as: UInt64.self)) &* Self.prime
                index += 4
            }
            while index < wordCount {
                lanes.0 = (lanes.0 ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* Self.prime
                index += 1
            }
            words &+= UInt64(wordCount)
        }

        var value: UInt64 {
            var sum = lanes.0
            for lane in [lanes.1, lanes.2, lanes.3, words] {
                sum = (sum ^ (sum >> 29) ^ lane) &* 0xBF58_476D_1CE4_E5B9
            }
            return sum ^ (sum >> 32)
        }
    }

    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var checksum = Checksum()
        checksum.add(bytes)
        return checksum.value
    }

    // MARK: Files

    /// Writes header and image to a temporary file beside `path`, then renames it into place, so
    /// a reader sees the old file, no file, or the whole new one. No fsync: a file cut short by a
    /// crash fails the size check and is rebuilt.
    func write(toFile path: String, identity: String) throws(SearchIndexFileError) {
        let header = try header(identity: identity)
        let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .io(errno) }
        var failure: Int32?
        let written = header.withUnsafeBytes { Self.writeAll(descriptor, $0) }
            && Self.writeAll(descriptor, UnsafeRawBufferPointer(start: base + Self.headerSize, count: size - Self.headerSize))
        if !written { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw .io(failure)
        }
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var done = 0
        while done < bytes.count {
            let result = systemWrite(descriptor, base + done, bytes.count - done)
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += result
        }
        return true
    }

    /// Maps the file at `path` read-only after checking its header (format, size, `identity`) and
    /// its checksum.
    /// - `wholly`: every page is mapped now and the checksum is read from the mapping, one pass over
    ///   the file. Page faults on first touch cost a million-area search about ten ms on its first
    ///   keystroke; an app that searches on every keystroke pays them once, up front.
    /// - Otherwise the checksum is read with `pread` into a small buffer, so checking the file
    ///   does not count its pages towards this process's memory: a one-off search touches a
    ///   fraction of them.
    static func map(file path: String, identity: String, wholly: Bool = false) throws(SearchIndexDecodingError) -> IndexImage {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ENOENT ? .missing : .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable }
        let fileSize = Int(status.st_size)
        let chunkSize = wholly ? headerSize : 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 64)
        defer { buffer.deallocate() }
        let headerCount = try readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<headerSize]), at: 0)
        let stored = try checkHeader(UnsafeRawBufferPointer(rebasing: buffer[0..<headerCount]), fileSize: fileSize,
                                     identity: identity)
        if !wholly {
            var checksum = Checksum()
            var offset = headerSize
            while offset < fileSize {
                let count = try readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(chunkSize, fileSize - offset)]),
                                          at: offset)
                guard count > 0 else { throw .truncated }
                checksum.add(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                offset += count
            }
            guard checksum.value == stored else { throw .damaged }
        }
        guard let mapping = mmap(nil, fileSize, PROT_READ, MAP_PRIVATE, descriptor, 0),
              mapping != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw .unreadable
        }
        // Unmapped again by its deinit when the checksum below refuses it.
        let image = IndexImage(base: UnsafeRawPointer(mapping), size: fileSize, isMapped: true)
        if wholly {
            image.populate()
            guard checksum(UnsafeRawBufferPointer(start: image.base + headerSize, count: fileSize - headerSize)) == stored
            else { throw .damaged }
        }
        // Searches jump around the arrays: read ahead no further than the page asked for.
        madvise(mapping, fileSize, MADV_RANDOM)
        return image
    }

    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int)
        throws(SearchIndexDecodingError) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let result = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
            if result < 0 {
                if errno == EINTR { continue }
                throw .unreadable
            }
            if result == 0 { break }
            done += result
        }
        return done
    }

    /// An image from bytes as `header(identity:)` and the image make them (a file's contents),
    /// checked as a file is.
    static func copy(of bytes: [UInt8], identity: String) throws(SearchIndexDecodingError) -> IndexImage {
        // `withUnsafeBytes` rethrows untyped errors: carry the typed one out in a Result.
        let result = bytes.withUnsafeBytes { raw -> Result<IndexImage, SearchIndexDecodingError> in
            do throws(SearchIndexDecodingError) {
                let stored = try checkHeader(raw, fileSize: raw.count, identity: identity)
                guard checksum(UnsafeRawBufferPointer(rebasing: raw[headerSize...])) == stored else { throw .damaged }
            } catch {
                return .failure(error)
            }
            let memory = UnsafeMutableRawPointer.allocate(byteCount: raw.count, alignment: sectionAlignment)
            if let source = raw.baseAddress { memory.copyMemory(from: source, byteCount: raw.count) }
            return .success(IndexImage(base: UnsafeRawPointer(memory), size: raw.count, isMapped: false))
        }
        return try result.get()
    }

    /// The header for `identity` and the image, as one array (tests, small indexes).
    func bytes(identity: String) throws(SearchIndexFileError) -> [UInt8] {
        try header(identity: identity) + Array(UnsafeRawBufferPointer(start: base + Self.headerSize, count: size - Self.headerSize))
    }
}

/// The system's `write`, which `IndexImage.write(toFile:identity:)` would hide inside the class.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Why an index file could not be written (the index still works; it is built again next time).
public enum SearchIndexFileError: Error, Equatable, Sendable {
    case io(Int32)
    case identityTooLong
}
