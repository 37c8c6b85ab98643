/// The shape of the container the view sits in, inset to the view's frame. SwiftUI's
/// containers that define a shape are widgets and a few system surfaces, none of which exist
/// here, and with no container shape SwiftUI draws a rectangle (Apple: "If no container shape
/// was defined, is replaced by a rectangle"), which this does.
public struct ContainerRelativeShape: Shape {
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
