/// `contentShape`: the area that receives touches, in the modified view's space; nil for a
/// shape of other kinds (`ContentShapeKinds`), which leaves touches as they were.
nonisolated struct ContentShapeModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let shape: ((CGSize) -> Path)?
    func annotate(_ node: LayoutNode, in context: BuildContext) { if let shape { node.hitTesting = .shape(shape) } }
}

/// `allowsHitTesting(false)`: the view and its subtree take no touches, wherever they are
/// drawn, so geometry effects kept on the view stay there (see `EffectModifier`).
nonisolated struct AllowsHitTestingModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let enabled: Bool
    func annotate(_ node: LayoutNode, in context: BuildContext) { if !enabled { node.hitTesting = .disabled } }
}

nonisolated extension View {
    /// Views that ignore touches let them through to what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(AllowsHitTestingModifier(enabled: enabled))
    }

    /// The area that receives touches, in place of the view's frame.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier { shape.path(in: CGRect(origin: .zero, size: $0)) })
    }
}
