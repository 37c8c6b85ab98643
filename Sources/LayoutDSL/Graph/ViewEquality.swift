/// Whether a view value from a parent's new body is the same as the one the graph evaluated
/// last time, so its body need not run again. SwiftUI's rule: a view that is `Equatable` is
/// compared with `==`; otherwise its stored properties are compared one by one: `Equatable`
/// ones with `==`, graph-owned dynamic properties (`@State`, `@Environment`, `@StateObject`…)
/// not at all (their values live in the graph), observed objects by identity, plain data
/// bit by bit, bindings by their values; a closure is a new value whenever it is created anew.
/// (objc.io, "SwiftUI view equality": https://www.objc.io/blog/2020/02/25/swiftui-view-equality/
/// — POD fields compared by memcmp, Equatable fields by ==, closures never equal; Apple's
/// `EquatableView`/`.equatable()` documentation for the Equatable path.)
enum ViewEquality {
    static func equal<V>(_ a: V, _ b: V) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        if bitwiseEqual(a, b) { return true }
        return fieldsEqual(a, b)
    }

    /// Compares the stored properties of two values of one type, pairwise.
    private static func fieldsEqual(_ a: Any, _ b: Any) -> Bool {
        let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
        // Classes are compared by identity (the bitwise check); closures have no children.
        guard left.displayStyle != .class, !left.children.isEmpty || left.displayStyle == .optional,
              left.children.count == right.children.count else { return false }
        for (x, y) in zip(left.children, right.children) {
            guard x.label == y.label, fieldEqual(x.value, y.value) else { return false }
        }
        return true
    }

    private static func fieldEqual(_ x: Any, _ y: Any) -> Bool {
        if let property = x as? ComparedProperty { return property.isSameProperty(as: y) }
        if let x = x as? any Equatable { return x.isEqual(to: y) }
        // Open the existential: the bytes of the value itself, not of the `Any` box around it.
        if opened(x, y) { return true }
        return fieldsEqual(x, y)
    }

    private static func opened(_ x: Any, _ y: Any) -> Bool {
        func compare<T>(_ a: T) -> Bool { openedBitwiseEqual(a, y) }
        return _openExistential(x, do: compare)
    }

    private static func openedBitwiseEqual<T>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return bitwiseEqual(a, b)
    }
}

/// The same bytes: the same plain data, the same references (an instance, a closure context).
/// Equal values may differ in bytes (two equal strings in separate buffers); callers treat
/// that as a difference, the safe direction.
///
/// A type with no stored bytes (a view with no properties, such as `ActivityIndicator`) is
/// equal without looking: Swift 6.3.1 at -O miscompiles comparing the bytes of a zero-sized
/// value (`withUnsafeBytes(of:)` then `elementsEqual`; a five-line program printing the result
/// for an empty struct dies of SIGSEGV, and inlined into `BodyCache.body` the path past it was
/// dropped, the loop over the view's recorded reads ending in a trap). A release `snap` thus
/// died of SIGILL wherever such a view's body was found unchanged (`snap render
/// pull-to-refresh --sweep 0:-118:-2`, the spinner's second frame); a debug build was right.
func bitwiseEqual<T>(_ a: T, _ b: T) -> Bool {
    guard MemoryLayout<T>.size > 0 else { return true }
    return withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
}

extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}
