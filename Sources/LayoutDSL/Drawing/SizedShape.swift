/// A shape that draws its path in a rect of a fixed size, placed at an anchor of the rect it is
/// given (Apple's documentation of `Shape.size(_:anchor:)`: "This does not affect the layout
/// properties of any views created from the shape"). Without an anchor the size's rect starts at
/// the given rect's origin.
struct _SizedShape<Content: Shape>: Shape {
    let shape: Content
    let size: CGSize
    let anchor: UnitPoint

    var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    static var role: ShapeRole { Content.role }
    func path(in rect: CGRect) -> Path {
        let origin = CGPoint(x: rect.minX + (rect.width - size.width) * anchor.x, y: rect.minY + (rect.height - size.height) * anchor.y)
        return shape.path(in: CGRect(origin: origin, size: size))
    }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension Shape {
    public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size, anchor: .topLeading) }
    public func size(_ size: CGSize, anchor: UnitPoint) -> some Shape { _SizedShape(shape: self, size: size, anchor: anchor) }
    public func size(width: CGFloat, height: CGFloat) -> some Shape { size(CGSize(width: width, height: height)) }
    public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape {
        size(CGSize(width: width, height: height), anchor: anchor)
    }
}
