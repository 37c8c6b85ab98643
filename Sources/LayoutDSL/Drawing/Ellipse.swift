/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
