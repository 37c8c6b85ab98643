/// A key for a value a view passes to its container's layout: `.layoutValue(key:value:)`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

nonisolated struct LayoutValueModifier<K: LayoutValueKey>: ViewModifier, NodeAnnotation {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let value: K.Value
    func annotate(_ node: LayoutNode, in context: BuildContext) { node.layoutValues[ObjectIdentifier(K.self)] = value }
}

nonisolated extension View {
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}

extension LayoutNode {
    /// A modifier's node wrapping the view's node (`.layoutValue(…).padding()`, a geometry effect
    /// taken out into a node of its own) carries the view's layout values, which its container
    /// reads on the outermost node: in SwiftUI they are traits of the view, and the modifiers
    /// applied after them modify the same view (`Text("A").tag(1).padding()` is still tagged 1
    /// in a `Picker`). A value the wrapper sets itself wins.
    /// Passes the layout values of content nodes to the nodes a modifier made around them (not
    /// to the content nodes themselves). Most nodes carry none, and are passed over at the cost of
    /// one test each (callgrind, `SnapProfile layout 2000`).
    static func passLayoutValues(from content: NodeList, to modified: NodeList) {
        for inner in content where inner.hasAttachments && !inner.layoutValues.isEmpty {
            for node in modified where node !== inner && node.subviews.first === inner { node.inheritLayoutValues() }
        }
    }

    func inheritLayoutValues() {
        guard let inner = subviews.first, inner.hasAttachments else { return }
        let values = inner.layoutValues
        guard !values.isEmpty else { return }
        layoutValues.merge(values) { own, _ in own }
    }
}