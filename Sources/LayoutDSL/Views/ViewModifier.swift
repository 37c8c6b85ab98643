/// A reusable change to a view: `body(content:)` wraps the view it modifies.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// Modifiers the engine implements itself: they transform the nodes their content produced.
/// A modifier applied to several views (a `Group`) applies to each, as in SwiftUI.
protocol PrimitiveModifier {
    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode]
    /// Modifiers that change what descendants see (environment, identity) say so here.
    func contentContext(_ context: BuildContext) -> BuildContext
}

extension PrimitiveModifier {
    func contentContext(_ context: BuildContext) -> BuildContext { context }
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
        if let composed = modifier as? ComposedModifier {
            return context.build(composed.applied(to: content))
        }
        if let primitive = modifier as? PrimitiveModifier {
            let nodes = primitive.contentContext(context).build(content)
            return primitive.modify(nodes, in: context)
        }
        // A custom modifier is a composite: its body receives the content as a placeholder view.
        let modifierContext = context.child(.type(ObjectIdentifier(Modifier.self)))
        let content = self.content
        let placeholder = _ViewModifier_Content<Modifier>(build: { $0.build(content) }, outer: context)
        return modifierContext.evaluate(modifier, typeName: Modifier.self) { $0.body(content: placeholder) }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

/// `a.concat(b)` applies `a` first, then `b`.
protocol ComposedModifier {
    func applied<V: View>(to content: V) -> any View
}

extension ModifiedContent: ComposedModifier where Content: ViewModifier, Modifier: ViewModifier {
    func applied<V: View>(to view: V) -> any View { view.modifier(content).modifier(modifier) }
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
