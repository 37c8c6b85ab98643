/// A 2D shape: an outline in a given rectangle. As a view it fills the space offered (R9) with
/// the foreground style. Sendable and free of `View`'s main-actor isolation, as iOS 18 declares
/// it (`Shape : Sendable, Animatable, View, _RemoveGlobalActorIsolation`).
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal; by default the proposal, with 10 for unspecified dimensions.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// "If the layoutDirectionBehavior for a Shape is one that mirrors, the shape's path will be
    /// mirrored horizontally when in the specified layout direction … Defaults to `.mirrors`"
    /// (Apple, `Shape.layoutDirectionBehavior`, iOS 17). The symmetric built-in shapes are
    /// `.fixed` (mirroring would not change them); wrappers (inset, rotated, scaled, trimmed,
    /// transformed) take their base's.
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    /// How the shape is meant to be drawn when a style is chosen for it (Apple's documentation of
    /// `Shape.role`): `.fill` by default; wrappers take their shape's.
    static var role: ShapeRole { get }
    /// The shape this one is the stroke of, and the stroke (`_StrokedShape`); nil for others.
    /// Filling a stroke draws the base stroked, which the renderer rasterizes as the exact union
    /// of the stroke's pieces (the pieces overlap, so filling their outline would not be).
    var _strokeOfBase: (any Shape, StrokeStyle)? { get }
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
    public var _strokeOfBase: (any Shape, StrokeStyle)? { nil }
    public static var role: ShapeRole { .fill }
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(FillStyle())) }

    @inlinable public consuming func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(),
                                                         style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .fill(style))
    }
    public func fill(style: FillStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(style))
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(style))
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The stroke as a shape (SwiftUI: `some Shape`), drawn in the foreground style unless filled.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(base: self, style: style) }
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
    /// A stroke inset by half its width, so it stays inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle) -> _ShapeView<InsetShape<Self>, S> {
        _ShapeView(shape: InsetShape(base: self, amount: style.lineWidth / 2), style: content, mode: .stroke(style))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> _ShapeView<InsetShape<Self>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: start, to: end)
    }
    public func inset(by amount: CGFloat) -> InsetShape<Self> { InsetShape(base: self, amount: amount) }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
