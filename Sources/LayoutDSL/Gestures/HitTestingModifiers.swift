struct HitTestingModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    let enabled: Bool?
    let shape: (CGSize) -> Path
    func annotate(_ node: LayoutNode, in context: BuildContext) {
        if let enabled { node.hitTesting = enabled ? node.hitTesting : .disabled }
        else { node.hitTesting = .shape(shape) }
    }
}

extension View {
    /// Views that ignore touches let them through to what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(enabled: enabled, shape: { Path(CGRect(origin: .zero, size: $0)) }))
    }

    /// The area that receives touches, in place of the view's frame.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(HitTestingModifier(enabled: nil, shape: { shape.path(in: CGRect(origin: .zero, size: $0)) }))
    }
}
