/// `flipsForRightToLeftLayoutDirection(_:)`: "sets whether this view mirrors its contents
/// horizontally when the layout direction is right-to-left. By default, views will adjust their
/// layouts automatically in a right-to-left context and do not need to be mirrored" (Apple).
/// So images and text draw unmirrored right to left unless marked; a marked view's content is
/// drawn through the flip `x → width − x` (its transform has `a = −1`), frame unchanged.
struct FlipsForRightToLeftBehavior: NodeBehavior {
    let enabled: Bool
    var name: String { "flipsForRightToLeftLayoutDirection" }
    func contentTransform(node: LayoutNode) -> CGAffineTransform? {
        guard enabled, node.isRightToLeft else { return nil }
        return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: node.size.width, ty: 0)
    }
}

nonisolated extension View {
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        layoutModifier { FlipsForRightToLeftBehavior(enabled: enabled) }
    }
}
