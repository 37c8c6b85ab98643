/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
