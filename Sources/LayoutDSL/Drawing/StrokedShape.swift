/// A shape's stroke as a shape: what `stroke(style:)` and `stroke(lineWidth:)` return, as in
/// SwiftUI, where both are `some Shape` (so a stroke can be filled, clipped to, or given a
/// foreground style). Its outline is `Path.strokedPath(_:)` of the base's; drawn as a view (or
/// filled with the non-zero rule) it is the base stroked, rasterized as the stroke itself.
public struct _StrokedShape<Base: Shape>: Shape {
    var base: Base
    var style: StrokeStyle
    /// The base's data and the stroke's numbers, as SwiftUICore declares `_StrokedShape`'s.
    public var animatableData: AnimatablePair<Base.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(base.animatableData, style.animatableData) }
        set { (base.animatableData, style.animatableData) = (newValue.first, newValue.second) }
    }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
    public func path(in rect: CGRect) -> Path { base.path(in: rect).strokedPath(style) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    public var _strokeOfBase: (any Shape, StrokeStyle)? { (base, style) }
    public static var role: ShapeRole { .stroke }
}
