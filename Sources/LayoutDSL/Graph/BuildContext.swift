/// What a view being built receives from its ancestors: the graph that holds state, the
/// environment, its structural identity, and the axis of the stack it sits in.
struct BuildContext {
    unowned let graph: ViewGraph
    var environment: EnvironmentValues
    var identity: Int
    /// The axis of the nearest enclosing stack, passed through modifiers and transparent views
    /// to the stack's direct subviews; `Spacer` and `Divider` orient themselves by it.
    var stackAxis: Axis?

    func child(_ component: IdentityComponent) -> BuildContext {
        var context = self
        context.identity = graph.identities.child(of: identity, component)
        return context
    }

    func with(environment: EnvironmentValues) -> BuildContext {
        var context = self
        context.environment = environment
        return context
    }

    func with(stackAxis: Axis?) -> BuildContext {
        var context = self
        context.stackAxis = stackAxis
        return context
    }

    func build<V: View>(_ view: V) -> [LayoutNode] {
        V._makeNodes(view, inputs: _ViewInputs(context: self)).nodes
    }

    func build(any view: any View) -> [LayoutNode] { build(view) }

    /// Evaluates a composite: installs its dynamic properties (state, environment…) at this
    /// identity and runs `body`, unless nothing the body depends on changed since last time
    /// (see `BodyCache`); then builds the body. The nodes remember the composite's type.
    func evaluate<V, Body: View>(_ value: V, typeName: Any.Type, body: (V) -> Body) -> [LayoutNode] {
        let graph = self.graph
        let observedChange: @Sendable () -> Void = { [weak graph] in graph?.stateDidChange("an @Observable property \(typeName) read") }
        let content = graph.bodies.body(of: value, at: identity, in: environment, observedChange: observedChange) {
            graph.installDynamicProperties(of: value, in: self)
            return body(value)
        }
        let nodes = build(content)
        for node in nodes { node.composites.append(typeName) }
        return nodes
    }
}
