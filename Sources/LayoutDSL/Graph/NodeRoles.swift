/// Which of the roles a layout pass asks about a node's behaviour has: computing the safe area,
/// building content during placement, scrolling, giving its subtree a container shape (asked
/// when the tree is resolved); and whether its size is answered without a
/// measurement cache (`NodeBehavior.sizesCheaply`).
///
/// Asked once when the node is made and kept in a byte: asked in `LayoutPass.place`, each
/// question copied the behaviour existential out and destroyed it again, six times a node
/// placed, for the few behaviours that have a role at all (callgrind; Benchmarks.md, the ninth to fourteenth passes).
struct NodeRoles: OptionSet {
    let rawValue: UInt8
    static let safeArea = NodeRoles(rawValue: 1 << 0)
    static let deferredContent = NodeRoles(rawValue: 1 << 1)
    static let scrollView = NodeRoles(rawValue: 1 << 2)
    static let sizesCheaply = NodeRoles(rawValue: 1 << 3)
    static let containerShape = NodeRoles(rawValue: 1 << 4)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ behavior: some NodeBehavior) {
        var roles: NodeRoles = []
        if behavior.asSafeArea != nil { roles.insert(.safeArea) }
        if behavior.asDeferredContent != nil { roles.insert(.deferredContent) }
        if behavior.asScrollView != nil { roles.insert(.scrollView) }
        if behavior.sizesCheaply { roles.insert(.sizesCheaply) }
        if behavior.containerShape != nil { roles.insert(.containerShape) }
        self = roles
    }
}
