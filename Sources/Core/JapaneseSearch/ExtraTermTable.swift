/// Extra terms of all records. Prefecture and region names repeat across
/// thousands of records, and so do whole term lists (every record in Gunma
/// carries the same six), so both are stored once: a search matches each
/// distinct term, ranks each distinct list, and then needs one lookup per record.
struct ExtraTermTable: @unchecked Sendable {
    // @unchecked: read-only views into an image that outlives them.
    /// Distinct terms; field t is term t.
    let terms: FieldStore
    /// Distinct term lists: list l is `listTerms[listStarts[l] ..< listStarts[l + 1]]`,
    /// in the order of the records' `extraTerms`.
    let listStarts: UnsafeBufferPointer<UInt32>
    let listTerms: UnsafeBufferPointer<UInt32>
    /// The list of each record.
    let recordList: UnsafeBufferPointer<UInt32>
    /// The records of each list, ascending: `listRecords[listRecordStarts[l] ..< listRecordStarts[l + 1]]`,
    /// so a term that matches visits only the records carrying it.
    let listRecordStarts: UnsafeBufferPointer<UInt32>
    let listRecords: UnsafeBufferPointer<UInt32>

    static let sectionCount = FieldStore.sectionCount + 5

    var listCount: Int { listStarts.count - 1 }

    init(_ image: IndexImage, firstSection: Int) {
        terms = FieldStore(image, firstSection: firstSection)
        let next = firstSection + FieldStore.sectionCount
        listStarts = image.section(next)
        listTerms = image.section(next + 1)
        recordList = image.section(next + 2)
        listRecordStarts = image.section(next + 3)
        listRecords = image.section(next + 4)
    }

    /// The tables are small except the per-record ones, whose values are checked only at their
    /// ends (the image's checksum vouches for the rest; see `FieldStore.isConsistent`).
    func isConsistent(recordCount: Int) -> Bool {
        terms.isConsistent && listStarts.count >= 1 && listStarts.first == 0 && listStarts.last == UInt32(listTerms.count)
            && listTerms.allSatisfy({ Int($0) < terms.fieldCount }) && recordList.count == recordCount
            && listRecordStarts.count == listStarts.count && listRecordStarts.last == UInt32(recordCount)
            && listRecords.count == recordCount
            && (recordList.last.map { Int($0) < listCount } ?? true)
            && (listRecords.last.map { Int($0) < recordCount } ?? true)
    }

    /// Collects records' terms in internal record order.
    struct Builder {
        private var termNumbers: [String: UInt32] = [:]
        private var termTexts: [String] = []
        private var listNumbers: [[UInt32]: UInt32] = [:]
        private var listStarts: [UInt32] = [0]
        private var listTerms: [UInt32] = []
        private var recordList: [UInt32] = []

        init(recordCount: Int) {
            recordList.reserveCapacity(recordCount)
        }

        mutating func add(_ terms: [String]) {
            var list: [UInt32] = []
            list.reserveCapacity(terms.count)
            for term in terms {
                if let number = termNumbers[term] {
                    list.append(number)
                } else {
                    let number = UInt32(termTexts.count)
                    termNumbers[term] = number
                    termTexts.append(term)
                    list.append(number)
                }
            }
            if let number = listNumbers[list] {
                recordList.append(number)
            } else {
                let number = UInt32(listStarts.count - 1)
                listNumbers[list] = number
                listTerms.append(contentsOf: list)
                listStarts.append(UInt32(listTerms.count))
                recordList.append(number)
            }
        }

        /// Appends the sections `ExtraTermTable.init(_:firstSection:)` reads, in its order.
        func write(into writer: inout IndexImage.Writer, normalizer: inout Normalizer) {
            var terms = FieldStore.Builder()
            for text in termTexts {
                normalizer.run(text, mode: .index)
                terms.append(normalizer)
            }
            terms.write(into: &writer)
            writer.append(listStarts)
            writer.append(listTerms)
            writer.append(recordList)
            var starts = [UInt32](repeating: 0, count: listStarts.count)
            for list in recordList { starts[Int(list) + 1] += 1 }
            for list in starts.indices.dropFirst() { starts[list] += starts[list - 1] }
            var cursor = starts
            var records = [UInt32](repeating: 0, count: recordList.count)
            for (record, list) in recordList.enumerated() {
                records[Int(cursor[Int(list)])] = UInt32(record)
                cursor[Int(list)] += 1
            }
            writer.append(starts)
            writer.append(records)
        }
    }

    /// Number of the term in `slot` of `record`'s extra terms.
    @inline(__always)
    func term(of record: Int, slot: Int) -> Int {
        Int(listTerms[Int(listStarts[Int(recordList[record])]) + slot])
    }
}
