/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder` does.
///
/// Blocks of any size become a `TupleView` of their children (a parameter pack, so there is no
/// ten-child limit); `if`/`else` and `switch` become `_ConditionalContent`; a lone `if` becomes an
/// `Optional`; availability checks erase to `AnyView`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(packed: (repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The children of a builder block, built in order; each child's identity is its position.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    private let build: (BuildContext) -> [LayoutNode]
    /// The children as views, for code that walks the structure (previews).
    let children: () -> [any View]

    /// A tuple of views built by position. Elements that are not views are ignored.
    public init(_ value: T) {
        self.value = value
        let children = { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
        self.children = children
        self.build = { context in
            children().enumerated().flatMap { index, view in context.child(.index(index)).build(any: view) }
        }
    }

    init<each Content: View>(packed value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        self.children = {
            var views: [any View] = []
            for view in repeat each value { views.append(view) }
            return views
        }
        self.build = { context in
            var nodes: [LayoutNode] = []
            var index = 0
            for view in repeat each value {
                nodes += context.child(.index(index)).build(view)
                index += 1
            }
            return nodes
        }
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] { build(context) }
}

/// One of two views, chosen by an `if`/`else` or `switch`; each branch has its own identity,
/// so switching branches resets the state below it, as in SwiftUI.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let view): return context.child(.branch(0)).build(view)
        case .falseContent(let view): return context.child(.branch(1)).build(view)
        }
    }
}

extension Optional: View, PrimitiveView where Wrapped: View {
    public typealias Body = Never

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        guard case .some(let view) = self else { return [] }
        return context.child(.branch(0)).build(view)
    }
}

/// No content: contributes no subviews to its parent.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    func makeNodes(in context: BuildContext) -> [LayoutNode] { [] }
}

/// Groups views without affecting layout: its children become the parent's subviews, and a
/// modifier applied to the group applies to each child.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(in context: BuildContext) -> [LayoutNode] { context.build(content) }
}

/// A type-erased view. Its identity includes the wrapped type, so changing the type resets state.
public struct AnyView: View, PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }
    public init<V: View>(erasing view: V) { self.init(view) }
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        context.child(.type(ObjectIdentifier(type(of: view)))).build(view)
    }
}
