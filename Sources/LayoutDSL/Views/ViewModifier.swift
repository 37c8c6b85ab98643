/// A reusable change to a view: `body(content:)` wraps the view it modifies.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body

    /// How the engine applies a modifier of this type. Leave the default: it evaluates
    /// `body(content:)` with the modified view as its content.
    static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs
}

extension ViewModifier {
    /// A custom modifier is a composite: its body receives the content as a placeholder view.
    public static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let context = inputs.context
        let modifierContext = context.child(.type(ObjectIdentifier(Self.self)))
        let placeholder = _ViewModifier_Content<Self>(build: { $0.build(content) }, outer: context)
        return _ViewOutputs(nodes: modifierContext.evaluate(modifier, typeName: Self.self) { $0.body(content: placeholder) })
    }
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// Modifiers the engine implements itself: they transform the nodes their content produced.
/// A modifier applied to several views (a `Group`) applies to each, as in SwiftUI.
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode]
    /// Modifiers that change what descendants see (environment, identity) say so here.
    func contentContext(_ context: BuildContext) -> BuildContext
}

extension PrimitiveModifier {
    func contentContext(_ context: BuildContext) -> BuildContext { context }

    public static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let nodes = modifier.contentContext(inputs.context).build(content)
        return _ViewOutputs(nodes: modifier.modify(nodes, in: inputs.context))
    }
}

/// Modifiers that remember something across passes (lifecycle hooks, preference observers).
/// The modifier takes one identity and its content the next, so the same modifier applied
/// twice in a chain keeps two records.
protocol IdentifiedModifier: PrimitiveModifier {}

extension IdentifiedModifier {
    func contentContext(_ context: BuildContext) -> BuildContext { context.child(.slot(0)) }
    func hookIdentity(_ context: BuildContext) -> Int { context.child(.slot(1)).identity }
}

/// Modifiers that wrap each content node in a new layout node.
protocol NodeModifier: PrimitiveModifier {
    func makeBehavior(in context: BuildContext) -> NodeBehavior
}

extension NodeModifier {
    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        content.map { LayoutNode(makeBehavior(in: context), subviews: [$0]) }
    }
}

/// Modifiers that annotate each content node without adding one (identifiers, priorities, preferences).
protocol NodeAnnotation: PrimitiveModifier {
    func annotate(_ node: LayoutNode, in context: BuildContext)
}

extension NodeAnnotation {
    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        for node in content { annotate(node, in: context) }
        return content
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        Modifier._modify(content, with: modifier, inputs: _ViewInputs(context: context)).nodes
    }
}

/// `a.concat(b)` applies `a` first, then `b`.
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
    public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("composed modifiers have no body") }

    public static func _modify<V: View>(_ view: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: inputs.context.build(view.modifier(modifier.content).modifier(modifier.modifier)))
    }
}

/// The view a custom `ViewModifier` receives as `content`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let build: (BuildContext) -> [LayoutNode]
    /// Content keeps the identity of the modified view, with the environment of the place it is used.
    let outer: BuildContext
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        build(outer.with(environment: context.environment))
    }
}

extension View {
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
