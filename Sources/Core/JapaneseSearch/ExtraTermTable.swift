/// Extra terms of all records. Prefecture and region names repeat across
/// thousands of records, and so do whole term lists (every record in Gunma
/// carries the same six), so both are stored once: a search matches each
/// distinct term, ranks each distinct list, and then needs one lookup per record.
struct ExtraTermTable: Sendable {
    /// Distinct terms; field t is term t.
    let terms: FieldStore
    /// Distinct term lists: list l is `listTerms[listStarts[l] ..< listStarts[l + 1]]`,
    /// in the order of the records' `extraTerms`.
    let listStarts: [UInt32]
    let listTerms: [UInt32]
    /// The list of each record.
    let recordList: [UInt32]
    /// The records of each list, ascending: `listRecords[listRecordStarts[l] ..< listRecordStarts[l + 1]]`,
    /// so a term that matches visits only the records carrying it.
    let listRecordStarts: [UInt32]
    let listRecords: [UInt32]

    var listCount: Int { listStarts.count - 1 }

    init(terms: FieldStore, listStarts: [UInt32], listTerms: [UInt32], recordList: [UInt32]) {
        self.terms = terms
        self.listStarts = listStarts
        self.listTerms = listTerms
        self.recordList = recordList
        var starts = [UInt32](repeating: 0, count: listStarts.count)
        for list in recordList { starts[Int(list) + 1] += 1 }
        for list in starts.indices.dropFirst() { starts[list] += starts[list - 1] }
        var cursor = starts
        var records = [UInt32](repeating: 0, count: recordList.count)
        for (record, list) in recordList.enumerated() {
            records[Int(cursor[Int(list)])] = UInt32(record)
            cursor[Int(list)] += 1
        }
        listRecordStarts = starts
        listRecords = records
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

        func build(normalizer: inout Normalizer) -> ExtraTermTable {
            var terms = FieldStore()
            for text in termTexts {
                normalizer.run(text, mode: .index)
                terms.append(normalizer)
            }
            return ExtraTermTable(terms: terms, listStarts: listStarts, listTerms: listTerms, recordList: recordList)
        }
    }

    /// Number of the term in `slot` of `record`'s extra terms.
    @inline(__always)
    func term(of record: Int, slot: Int) -> Int {
        Int(listTerms[Int(listStarts[Int(recordList[record])]) + slot])
    }
}
