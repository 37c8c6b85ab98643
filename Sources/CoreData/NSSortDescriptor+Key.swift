import LayoutDSL

/// Apple's `NSSortDescriptor` initializers that swift-corelibs-foundation lacks or declares
/// unavailable ("key-value coding is not available"): by key (`NSSortDescriptor(key: "name",
/// ascending: true)`), by a key path to any value (`\Item.timestamp`, a `Date?`, which Linux's
/// Foundation takes only for `Comparable` values), and from a `SortDescriptor`. Each is one of
/// Foundation's key-path descriptors with a comparator, so `compare(_:to:)`,
/// `reversedSortDescriptor` and `NSArray.sortedArray(using:)` work with it. Values compare as
/// Core Data compares them in memory (`KeyValue.compare`: nil first, numbers by value, strings
/// by their characters); a `selector` (`localizedStandardCompare:`…) compares strings as
/// `localizedStandardCompare(_:)` does, since `#selector` names no method on Linux.
extension NSSortDescriptor {
    public convenience init(key: String?, ascending: Bool) {
        self.init(key: key, ascending: ascending, comparator: { KeyValue.compare($0, $1) })
    }

    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        guard selector != nil else {
            self.init(key: key, ascending: ascending)
            return
        }
        self.init(key: key, ascending: ascending, comparator: { lhs, rhs in
            if let left = KeyValue.flattened(lhs) as? String, let right = KeyValue.flattened(rhs) as? String {
                return left.localizedStandardCompare(right)
            }
            return KeyValue.compare(lhs, rhs)
        })
    }

    public convenience init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) {
        let keyPath = \NSObject.[_keyValuePath: key ?? "self"]
        SortKeys.shared.record(keyPath, key ?? "self")
        self.init(keyPath: keyPath, ascending: ascending, comparator: cmptr)
    }

    /// A key path to a value of any type; Foundation's own initializer takes `Comparable` values only.
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending, comparator: { KeyValue.compare($0, $1) })
    }

    /// The descriptor that sorts as a `SortDescriptor` does. Its comparator gives the forward
    /// order, which `ascending` turns as the descriptor's `order` says (on Linux a
    /// `SortDescriptor` whose `order` is set anew still compares in its first order, so the
    /// result is turned back here rather than through a forward copy).
    public convenience init<Compared>(_ sortDescriptor: SortDescriptor<Compared>) {
        let isForward = sortDescriptor.order == .forward
        self.init(keyPath: \Compared.self, ascending: isForward, comparator: { lhs, rhs in
            guard let left = lhs as? Compared, let right = rhs as? Compared else { return KeyValue.compare(lhs, rhs) }
            let result = sortDescriptor.compare(left, right)
            return isForward ? result : ComparisonResult(rawValue: -result.rawValue) ?? .orderedSame
        })
    }

    /// The key the descriptor sorts by: the one it was made with, or the name of the stored
    /// property its key path names; nil for a computed property (every `@NSManaged` one),
    /// whose name Swift on Linux does not keep in its key paths.
    public var key: String? {
        if let key = SortKeys.shared.key(of: keyPath) { return key }
        let text = String(describing: keyPath)
        guard !text.contains("<"), let dot = text.firstIndex(of: ".") else { return nil }
        return String(text[text.index(after: dot)...])
    }

    /// Objects sorted by the descriptors in turn; objects they find the same keep their order.
    static func sorted<T>(_ objects: [T], by descriptors: [NSSortDescriptor]) -> [T] {
        objects.enumerated().sorted { lhs, rhs in
            for descriptor in descriptors {
                switch descriptor.compare(lhs.element, to: rhs.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
