/// One view of another view's content, as a custom container receives it (iOS 18's `Subview`,
/// from `Group(subviews:)` and `ForEach(subviews:)`): the content is built once, and each of its
/// top-level views (a `ForEach`'s elements, a builder's statements, a `Group`'s children,
/// flattened) is a subview, drawn where the container places it, with its state kept.
///
/// A subview is its built node: placed twice by a container, it is drawn where it was placed
/// last (SwiftUI would draw it twice).
nonisolated public struct Subview: View, PrimitiveView, Identifiable {
    /// Identifies a subview across updates: the structural identity of the view that made it.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    public var id: ID
    /// The values the view passed to its container (`containerValue(_:_:)`, `.tag(_:)`).
    public var containerValues: ContainerValues
    let node: LayoutNode

    init(node: LayoutNode, index: Int) {
        self.node = node
        id = ID(value: node.identity ?? index)
        var values = Self.values(of: node)
        values.tagValue = values.tagValue ?? node.elementID
        containerValues = values
    }

    /// The values on the node or, through the nodes its modifiers wrapped it in, on the node of
    /// the view they modify.
    static func values(of node: LayoutNode) -> ContainerValues {
        var current: LayoutNode? = node
        while let candidate = current {
            let values = candidate.containerValues
            if !values.values.isEmpty || values.tagValue != nil { return values }
            current = candidate.subviews.count == 1 ? candidate.subviews[0] : nil
        }
        return ContainerValues()
    }

    func makeNodes(in context: BuildContext) -> NodeList { NodeList(node) }
}
