/// The shape of the container the view sits in, inset to the view's frame (SwiftUI's
/// `ContainerRelativeShape`: "a shape that is replaced by an inset version of the current
/// container shape. If no container shape was defined, is replaced by a rectangle"). The
/// container is the nearest `containerShape(_:)` around the view, a widget's rounded rectangle, or
/// a device's screen (`ContainerShapeContext`).
public struct ContainerRelativeShape: Shape {
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public init() {}
    public func path(in rect: CGRect) -> Path {
        ContainerShapeContext.current?.relativePath(in: rect) ?? Path(rect)
    }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
