/// What a view being built receives from its ancestors: the graph that holds state, the
/// environment, its structural identity, and the axis of the stack it sits in.
struct BuildContext {
    /// Unowned without reference counting: the host keeps its graph for as long as anything
    /// builds, and a context is copied for every view built (counted, the unowned retains and
    /// releases were about 3 k instructions a row of the benchmark list; callgrind, Benchmarks.md, the ninth to fourteenth passes).
    unowned(unsafe) let graph: ViewGraph
    var environment: EnvironmentValues
    var identity: Int
    /// The axis of the nearest enclosing stack, passed through modifiers and transparent views
    /// to the stack's direct subviews; `Spacer` and `Divider` orient themselves by it.
    var stackAxis: Axis?
    /// Whether an enclosing context laid out right to left: nodes built here then record
    /// their direction even when it is left to right (`.environment(\.layoutDirection,
    /// .leftToRight)` inside a right-to-left subtree). Trees that never meet right to left
    /// record nothing, so left-to-right building costs one flag test per view.
    var tracksDirection = false
    /// The animation a modifier above gave this subtree's changes (see `AnimationScope`).
    var animationScope: AnimationScope?
    /// How many builds enclose this one. Building recurses once per view, so a chain of views
    /// deeper than real code writes would overflow the stack before the laid-out tree could be
    /// measured: past `maximumDepth` the build stops and the pass fails with
    /// `ViewTreeTooDeepError`. A level of the laid-out tree takes up to three nested builds (a
    /// type-erased view, a modifier, its content), so the bound is three times the node limit.
    var depth = 0
    static let maximumDepth = 3 * ViewTreeTooDeepError.limit

    /// Warns on the host, for a closure a built node keeps (a canvas's drawing, a text
    /// renderer). The graph holds its nodes, so the closure holds the graph weakly: a strong
    /// capture would keep every host's graph alive once it is gone, a cycle per render
    /// (GraphReleaseTests).
    var warn: (String) -> Void {
        { [weak graph = self.graph] message in graph?.warnings.warn(message) }
    }

    func child(_ component: IdentityComponent) -> BuildContext {
        var context = self
        context.identity = graph.identities.child(of: identity, component)
        return context
    }

    /// The context of the first of a builder block's `count` elements, which are numbered
    /// together (see `IdentityTable.elements(of:count:)`): each next element's identity is one more.
    func firstElement(of count: Int) -> BuildContext {
        var context = self
        context.identity = graph.identities.elements(of: identity, count: count)
        return context
    }

    func with(environment: EnvironmentValues) -> BuildContext {
        var context = self
        context.tracksDirection = tracksDirection || self.environment.layoutDirection == .rightToLeft
        context.environment = environment
        return context
    }

    func with(stackAxis: Axis?) -> BuildContext {
        var context = self
        context.stackAxis = stackAxis
        return context
    }

    func build<V: View>(_ view: V) -> NodeList {
        guard depth < Self.maximumDepth else { graph.builtTooDeep = true; return [] }
        var inner = self
        inner.depth += 1
        let nodes = V._makeNodes(view, inputs: _ViewInputs(context: inner)).nodes
        // The innermost build that returned a node names it; outer builds leave it alone.
        nodes.forEach { node in if node.identity == nil { node.identity = identity } }
        if tracksDirection || environment.layoutDirection == .rightToLeft {
            BuildContext.record(environment.layoutDirection, in: nodes)
        }
        return nodes
    }

    /// Gives the nodes this build made the direction of its environment. Nodes an inner
    /// build returned already have theirs (the innermost environment wins), so the walk stops
    /// at them and each node is visited about once.
    private static func record(_ direction: LayoutDirection, in nodes: NodeList) {
        nodes.forEach { node in
            guard node.layoutDirection == nil else { return }
            node.layoutDirection = direction
            record(direction, in: node.subviews)
        }
    }

    func build(any view: any View) -> NodeList { build(view) }

    /// Evaluates a composite: installs its dynamic properties (state, environment…) at this
    /// identity and runs `body`, unless nothing the body depends on changed since last time
    /// (see `BodyCache`); then builds the body. The nodes remember the composite's type.
    func evaluate<V, Body: View>(_ value: V, typeName: Any.Type, body: (V) -> Body) -> NodeList {
        let graph = self.graph
        let observedChange: @Sendable () -> Void = { [weak graph] in graph?.stateDidChange("an @Observable property \(typeName) read") }
        // Strings made in the body and in the closures its views run while they are built (`ForEach`
        // rows, `GeometryReader` content: `Text("key")`, `String(localized:)`) are in its locale's
        // language, as SwiftUI resolves a `Text` in the environment it is shown in.
        let nodes = _LocalizedStrings.withLanguage(of: environment.locale) {
            let content = graph.bodies.body(of: value, at: identity, in: environment, observedChange: observedChange) {
                graph.installDynamicProperties(of: value, in: self)
                return body(value)
            }
            return build(content)
        }
        nodes.forEach { $0.composites.append(typeName) }
        return nodes
    }
}
