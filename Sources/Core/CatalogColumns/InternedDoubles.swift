import Entities

/// A column of measurements (temperature, pH) that take few distinct values: each row holds a
/// 2-byte code into a table of the values (a million rows: 2 MB instead of 8). Exact: the table
/// holds the values themselves. Past 65,536 distinct values it keeps plain doubles.
struct InternedDoubles: Sendable {
    private enum Storage: Sendable {
        case interned(values: [Double], codes: [UInt16])
        case plain([Double])
    }

    private let storage: Storage

    subscript(row: Int) -> Double {
        switch storage {
        case .interned(let values, let codes): values[Int(codes[row])]
        case .plain(let values): values[row]
        }
    }

    struct Builder: Sendable {
        private var values: [Double] = []
        /// Keyed by bit pattern, so NaN (no value) is one entry like any other.
        private var codeOf: [UInt64: UInt16] = [:]
        private var codes: [UInt16] = []
        private var plain: [Double]?
        private let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            codes.reserveCapacity(capacity)
        }

        mutating func append(_ value: Double) {
            if plain != nil {
                plain?.append(value)
                return
            }
            if let code = codeOf[value.bitPattern] {
                codes.append(code)
            } else if values.count <= Int(UInt16.max) {
                let code = UInt16(values.count)
                values.append(value)
                codeOf[value.bitPattern] = code
                codes.append(code)
            } else {
                var all = [Double]()
                all.reserveCapacity(max(capacity, codes.count + 1))
                for code in codes { all.append(values[Int(code)]) }
                all.append(value)
                plain = all
                codes = []
                values = []
                codeOf = [:]
            }
        }

        func build() -> InternedDoubles {
            if let plain { return InternedDoubles(storage: .plain(plain)) }
            return InternedDoubles(storage: .interned(values: values, codes: codes))
        }
    }
}
