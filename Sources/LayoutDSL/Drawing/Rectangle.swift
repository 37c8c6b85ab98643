/// A rectangle filling its frame; as a view it takes the proposal, 10 for unspecified dimensions (R9).
public struct Rectangle: Shape {
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle {
    /// `.rect`: a rectangle, for `clipShape(.rect)` and friends.
    public static var rect: Rectangle { Rectangle() }
}
