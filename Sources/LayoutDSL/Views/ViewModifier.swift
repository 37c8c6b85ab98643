/// A reusable change to a view: `body(content:)` wraps the view it modifies.
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body

    /// How the engine applies a modifier of this type. Leave the default: it evaluates
    /// `body(content:)` with the modified view as its content.
    nonisolated static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs
}

nonisolated extension ViewModifier {
    /// A custom modifier is a composite: its body receives the content as a placeholder view.
    public static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: evaluate(modifier, on: content, in: inputs.context))
    }

    /// Runs `body(content:)` at the modifier's identity below `context`, its content the
    /// modified view.
    static func evaluate<V: View>(_ modifier: Self, on content: V, in context: BuildContext) -> NodeList {
        let modifierContext = context.child(.type(ObjectIdentifier(Self.self)))
        // Content keeps the identity of the modified view, with the environment of the place it is used.
        context.graph.modifierContents[modifierContext.identity] = { context.with(environment: $0).build(content) }
        let placeholder = _ViewModifier_Content<Self>(identity: modifierContext.identity)
        return modifierContext.evaluate(modifier, typeName: Self.self) { modifier in
            mainActorUnchecked { modifier.body(content: placeholder) }
        }
    }
}

extension ViewModifier where Body == Never {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}
