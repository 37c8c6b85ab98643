/// A value of the view graph, and what its properties are (SwiftUI's `_GraphValue`; the interface's
/// declaration is in `Tests/APICoverage`'s source, `SwiftUICore.swiftinterface`: `Equatable`, a
/// key-path subscript, `Sendable` unavailable). SwiftUI's is an attribute of its graph; ours holds
/// the value itself, since this engine evaluates content when it reads it. Packages that wrap table
/// content forward `_makeContent(content:inputs:)` to their content through it
/// (`Content._makeContent(content: content[\.body], inputs: inputs)`), so its spelling is Apple's.
public struct _GraphValue<Value>: Equatable {
    let value: Value
    /// What the value is: the root it was read from and the key paths read since, equal for the
    /// same property of the same root, as two attributes are the same attribute.
    private let root: _GraphRoot
    private let path: [AnyKeyPath]

    init(_ value: Value) {
        self.value = value
        root = _GraphRoot()
        path = []
    }

    private init(value: Value, root: _GraphRoot, path: [AnyKeyPath]) {
        self.value = value
        self.root = root
        self.path = path
    }

    public subscript<U>(keyPath: KeyPath<Value, U>) -> _GraphValue<U> {
        _GraphValue<U>(value: value[keyPath: keyPath], root: root, path: path + [keyPath])
    }

    public static func == (a: _GraphValue<Value>, b: _GraphValue<Value>) -> Bool {
        a.root === b.root && a.path == b.path
    }
}

@available(*, unavailable)
extension _GraphValue: Sendable {}

/// The identity of a root graph value.
final class _GraphRoot {}
