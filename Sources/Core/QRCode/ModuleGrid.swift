/// The square module matrix under construction, with a parallel map of which
/// modules belong to function patterns (and so must never carry data or be masked).
struct ModuleGrid: Sendable, Equatable {
    let size: Int
    private(set) var modules: [Bool]
    private(set) var isFunction: [Bool]

    init(size: Int) {
        self.size = size
        modules = [Bool](repeating: false, count: size * size)
        isFunction = [Bool](repeating: false, count: size * size)
    }

    func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < size && y < size
    }

    subscript(x: Int, y: Int) -> Bool {
        get { modules[y * size + x] }
        set { modules[y * size + x] = newValue }
    }

    func isFunctionModule(x: Int, y: Int) -> Bool {
        isFunction[y * size + x]
    }

    mutating func setFunction(x: Int, y: Int, dark: Bool) {
        modules[y * size + x] = dark
        isFunction[y * size + x] = true
    }
}
