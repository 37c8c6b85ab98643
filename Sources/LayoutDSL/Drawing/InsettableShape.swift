/// A shape that can be inset by an amount on every side, which `strokeBorder` uses to keep a
/// stroke inside the frame. The built-in shapes inset through `InsetShape`; a custom shape may
/// answer its own inset version.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// A stroke inset by half its width through the shape's own `inset(by:)`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle)
        -> _ShapeView<InsetShape, S> {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: content, mode: .stroke(style))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1)
        -> _ShapeView<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
extension Capsule: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension ContainerRelativeShape: InsettableShape {}
extension ButtonBorderShape: InsettableShape {}
extension InsetShape: InsettableShape {}
