/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func makeNodes(in context: BuildContext) -> NodeList {
        Modifier._modify(content, with: modifier, inputs: _ViewInputs(context: context)).nodes
    }
}

/// `a.concat(b)` applies `a` first, then `b`.
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("composed modifiers have no body") }

    public static func _modify<V: View>(_ view: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: inputs.context.build(view.modifier(modifier.content).modifier(modifier.modifier)))
    }
}

nonisolated extension View {
    public consuming func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
