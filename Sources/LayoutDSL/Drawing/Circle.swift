/// R9 (OpenSwiftUI's Circle): a circle answers a square of the smaller proposed side and is
/// drawn centred in its frame.
public struct Circle: Shape {
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
