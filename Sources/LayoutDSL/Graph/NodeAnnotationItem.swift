/// Something a modifier attaches to a node without adding a node of its own.
enum NodeAnnotationItem {
    /// Changes the preferences leaving the node's subtree (after its subviews are placed).
    case preferences((inout PreferenceValues, PlacedNode) -> Void)
    /// Reads the node's geometry once its subtree is placed (scroll observers, `scrollPosition`):
    /// runs after the subtree is placed, before the node's preference transforms.
    case placed((PlacedNode) -> Void)
    /// Names the node's local space for its descendants.
    case coordinateSpace(AnyHashable)
    /// A lifecycle hook (`onAppear`, `onDisappear`, `onChange`), keyed by the identity of the modifier.
    case lifecycle(LifecycleHook)
    /// `scrollTargetLayout()`: this layout's subviews are the scroll targets.
    case scrollTargetLayout
}

/// A node's geometry once placed, for annotations that read it (anchors, preference observers).
struct PlacedNode {
    let node: LayoutNode
    let geometry: GeometryProxy
    unowned let pass: LayoutPass
}
