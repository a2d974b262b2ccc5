/// The index as bytes, so a catalog can store it and a start load it instead of building it.
extension SearchIndex {
    /// Bump when the layout or anything that shapes the built index changes.
    public static let formatVersion: UInt32 = 1
    private static let magic: UInt32 = 0x5853_4959 // "YISX"

    public func encoded() -> [UInt8] {
        var writer = IndexByteWriter()
        writer.append(Self.magic)
        writer.append(Self.formatVersion)
        writer.append(UInt32(MemoryLayout<Int>.size))
        writer.append(array: ids)
        writer.append(array: priorities)
        for store in fieldStores { store.encode(into: &writer) }
        for postings in unitPostings {
            writer.append(array: postings.starts)
            writer.append(array: postings.fields)
            writer.append(array: postings.firstOffsets)
            writer.append(array: postings.tierOrders)
        }
        for table in termTables {
            table.terms.encode(into: &writer)
            writer.append(array: table.listStarts)
            writer.append(array: table.listTerms)
            writer.append(array: table.recordList)
        }
        return writer.bytes
    }

    /// An index from `encoded()` bytes; throws when they come from another format or are damaged.
    public init(encoded bytes: [UInt8]) throws(SearchIndexDecodingError) {
        try self.init(encodedParts: [bytes])
    }

    /// The same from the bytes cut into parts (as a database stores them), each let go once read.
    public init(encodedParts parts: consuming [[UInt8]]) throws(SearchIndexDecodingError) {
        var reader = IndexByteReader(parts: parts)
        self = try Self.decode(&reader)
    }

    private static func decode(_ reader: inout IndexByteReader) throws(SearchIndexDecodingError) -> SearchIndex {
        guard try reader.read(UInt32.self) == magic, try reader.read(UInt32.self) == formatVersion,
              try reader.read(UInt32.self) == UInt32(MemoryLayout<Int>.size) else { throw .wrongFormat }
        let ids: [Int] = try reader.array()
        let priorities: [UInt8] = try reader.array()
        var stores: [FieldStore] = []
        for _ in 0..<fieldsPerRecord { stores.append(try FieldStore(from: &reader)) }
        var postings: [UnitPostings] = []
        for store in stores {
            let decoded = UnitPostings(starts: try reader.array(), fields: try reader.array(),
                                       firstOffsets: try reader.array(), tierOrders: try reader.array())
            let entries = decoded.fields.count
            guard decoded.starts.count == (1 << 16) + 1, decoded.starts.last == UInt32(entries),
                  decoded.firstOffsets.count == entries, decoded.tierOrders.count == entries,
                  decoded.fields.allSatisfy({ Int($0) < store.fieldCount }) else { throw .inconsistent }
            postings.append(decoded)
        }
        var tables: [ExtraTermTable] = []
        for _ in termTableFields {
            let terms = try FieldStore(from: &reader)
            let listStarts: [UInt32] = try reader.array()
            let listTerms: [UInt32] = try reader.array()
            let recordList: [UInt32] = try reader.array()
            guard listStarts.first == 0, listStarts.last == UInt32(listTerms.count),
                  listTerms.allSatisfy({ Int($0) < terms.fieldCount }), recordList.count == ids.count,
                  recordList.allSatisfy({ Int($0) < listStarts.count - 1 }) else { throw .inconsistent }
            tables.append(ExtraTermTable(terms: terms, listStarts: listStarts, listTerms: listTerms, recordList: recordList))
        }
        guard reader.isAtEnd, priorities.count == ids.count, stores.allSatisfy({ $0.fieldCount == ids.count }) else {
            throw .inconsistent
        }
        return SearchIndex(ids: ids, priorities: priorities, fieldStores: stores, unitPostings: postings, termTables: tables)
    }

    private init(ids: [Int], priorities: [UInt8], fieldStores: [FieldStore], unitPostings: [UnitPostings],
                 termTables: [ExtraTermTable]) {
        identity = UInt64.random(in: 1...UInt64.max)
        self.ids = ids
        self.priorities = priorities
        self.fieldStores = fieldStores
        self.unitPostings = unitPostings
        self.termTables = termTables
    }
}

extension UnitPostings {
    init(starts: [UInt32], fields: [UInt32], firstOffsets: [UInt16], tierOrders: [UInt8]) {
        self.starts = starts
        self.fields = fields
        self.firstOffsets = firstOffsets
        self.tierOrders = tierOrders
    }
}
