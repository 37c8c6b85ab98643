/// A piece of user interface, declared as a value. Custom views compose others in `body`;
/// primitive views (stacks, shapes, modifiers) have `Never` bodies and are built by the engine.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views the engine builds directly: they turn into layout nodes rather than evaluating a body.
protocol PrimitiveView {
    func makeNodes(in context: BuildContext) -> [LayoutNode]
}

extension PrimitiveView {
    /// Primitive views never have their body evaluated.
    public var body: Never { fatalError("\(Self.self) is a primitive view; its body is never evaluated") }
}
