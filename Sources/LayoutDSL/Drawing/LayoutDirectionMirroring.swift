/// Mirroring a view's content for a layout direction: `layoutDirectionBehavior(_:)` (iOS 17:
/// "a view that conditionally mirrors its contents horizontally in a given layout direction")
/// and the older `flipsForRightToLeftLayoutDirection(_:)` ("sets whether this view mirrors its
/// contents horizontally when the layout direction is right-to-left"), which is
/// `.mirrors(in: .rightToLeft)` when enabled and `.fixed` when not. "By default, views will
/// adjust their layouts automatically in a right-to-left context and do not need to be
/// mirrored" (Apple), so images and text draw unmirrored right to left unless marked; a marked
/// view's content is drawn through the flip `x → width − x` (its transform has `a = −1`) when
/// the view's layout direction is the behaviour's, its frame unchanged.
struct LayoutDirectionMirroring: NodeBehavior {
    let behavior: LayoutDirectionBehavior
    /// The modifier's name in the resolved tree and the layout JSON.
    let name: String
    func contentTransform(node: LayoutNode) -> CGAffineTransform? {
        guard behavior.mirrors(node.isRightToLeft ? .rightToLeft : .leftToRight) else { return nil }
        return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: node.size.width, ty: 0)
    }
}

nonisolated extension View {
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        layoutModifier { LayoutDirectionMirroring(behavior: behavior, name: "layoutDirectionBehavior") }
    }

    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        layoutModifier {
            LayoutDirectionMirroring(behavior: enabled ? .mirrors : .fixed, name: "flipsForRightToLeftLayoutDirection")
        }
    }
}
