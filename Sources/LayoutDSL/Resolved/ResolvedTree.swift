/// The laid-out tree of one frame: every layout node with its geometry and drawing, in drawing
/// order. This is what the renderer draws, what the JSON schema describes and what tests
/// assert on; it is plain data, so a tree built by hand draws as a resolved one does.
public struct ResolvedTree: Sendable {
    public var canvasSize: CGSize
    public var root: ResolvedNode
    /// The scheme the tree rendered in: the host's, or what a view asked for with
    /// `preferredColorScheme(_:)`. Backgrounds behind the tree follow it.
    public var colorScheme: ColorScheme = .light
    /// What the views asked of the status bar with `statusBarHidden(_:)`: drawn over the tree
    /// by a renderer that draws the device's chrome.
    public var statusBarHidden = false
    /// The scheme a navigation bar's `toolbarColorScheme` gives the status bar, if one does;
    /// else the status bar follows `colorScheme`.
    public var statusBarColorScheme: ColorScheme?
    /// What the views asked of the home indicator with `persistentSystemOverlays(_:)`.
    public var persistentSystemOverlays = Visibility.automatic

    public init(canvasSize: CGSize, root: ResolvedNode) {
        self.canvasSize = canvasSize
        self.root = root
    }

    /// `container`: the window's container shape, in canvas coordinates (a device's screen).
    init(root: LayoutNode, nodes: Int, canvasSize: CGSize, container: ContainerShapeContext? = nil) {
        self.init(canvasSize: canvasSize, root: ResolvedNode(root, opacity: 1, nodes: nodes, container: container))
    }

    /// All nodes, depth first, in drawing order.
    public var allNodes: [ResolvedNode] { root.subtree }

    /// The outermost node with this `accessibilityIdentifier`.
    public func node(id: String) -> ResolvedNode? { root.first { $0.id == id } }

    /// All nodes with this identifier, depth first.
    public func nodes(id: String) -> [ResolvedNode] { allNodes.filter { $0.id == id } }
}
