/// SwiftUI's underscored custom-container API, older than iOS 18's `Group(subviews:)`, which
/// public code still uses: `_VariadicView.Tree(root) { content }` hands the content's top-level
/// views to `root.body(children:)`, which places them. The same mechanism as `Subview` here.
public enum _VariadicView {
    public typealias Root = _VariadicView_Root
    public typealias ViewRoot = _VariadicView_ViewRoot
    public typealias Children = _VariadicView_Children
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot

    public struct Tree<Root: _VariadicView_Root, Content> {
        public var root: Root
        public var content: Content
        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }
    }
}

public protocol _VariadicView_Root {}

@MainActor @preconcurrency public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    associatedtype Body: View
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root whose result is one view (a layout container).
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose result views join the enclosing container's (a list of rows).
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

extension _VariadicView.Tree: View, PrimitiveView where Root: _VariadicView_ViewRoot, Content: View {
    public typealias Body = Never

    func makeNodes(in context: BuildContext) -> NodeList {
        let children = _VariadicView_Children(subviews: SubviewsCollection(of: content, in: context.child(.slot(0))).subviews)
        let root = self.root
        return context.child(.slot(1)).build(mainActorUnchecked { root.body(children: children) })
    }
}

/// The content's top-level views, as a root receives them; a view showing them all.
nonisolated public struct _VariadicView_Children: RandomAccessCollection, View, PrimitiveView {
    /// One child: a view, its identity, and the traits it was given (`_trait(_:_:)`).
    nonisolated public struct Element: View, PrimitiveView, Identifiable {
        let subview: Subview

        public var id: AnyHashable { subview.containerValues.tagValue ?? AnyHashable(subview.id) }

        public func id<ID: Hashable>(as _: ID.Type = ID.self) -> ID? { subview.containerValues.tagValue?.base as? ID }

        public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
            get { subview.containerValues.values[ObjectIdentifier(key)] as? Trait.Value ?? Trait.defaultValue }
            set { subview.node.containerValues.values[ObjectIdentifier(key)] = newValue }
        }

        func makeNodes(in context: BuildContext) -> NodeList { NodeList(subview.node) }
    }

    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Element { Element(subview: subviews[index]) }

    func makeNodes(in context: BuildContext) -> NodeList { NodeList(subviews.map(\.node)) }
}

/// A key for a value a view gives its variadic container (`_trait(_:_:)`).
public protocol _ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Gives the view a trait its variadic container reads (`children[i][Key.self]`).
    public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
        modifier(ContainerValueModifier { $0.values[ObjectIdentifier(key)] = value })
    }
}
