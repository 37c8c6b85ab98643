/// A piece of user interface, declared as a value. Custom views compose others in `body`;
/// primitive views (stacks, shapes, modifiers) have `Never` bodies and are built by the engine.
/// Main-actor isolated, as iOS 18 declares it: a view type declared `struct V: View` is
/// `@MainActor`, its `body` runs on the main actor, and the built-in views and modifiers are
/// `nonisolated` so that they can be made anywhere (`docs/architecture.md`, "Isolation").
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// How the engine turns a view of this type into layout nodes. Leave the default: it
    /// evaluates `body`. (SwiftUI's `_makeView` plays the same role.) Dispatching through this
    /// requirement instead of casting each view to find primitives keeps building cheap.
    nonisolated static func _makeNodes(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs
}

nonisolated extension View {
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context.child(.type(ObjectIdentifier(Self.self)))
        return _ViewOutputs(nodes: context.evaluate(view, typeName: Self.self) { view in mainActorUnchecked { view.body } })
    }
}

/// What a view is built with: opaque outside the engine.
public struct _ViewInputs {
    let context: BuildContext
}

/// The layout nodes a view produced: opaque outside the engine.
public struct _ViewOutputs {
    let nodes: NodeList
}

extension Never: View {
    public typealias Body = Never
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("Never has no body") }
}

/// Views the engine builds directly: they turn into layout nodes rather than evaluating a body.
protocol PrimitiveView: View where Body == Never {
    func makeNodes(in context: BuildContext) -> NodeList
}

extension PrimitiveView {
    /// Primitive views never have their body evaluated.
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("\(Self.self) is a primitive view; its body is never evaluated") }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.context))
    }
}
