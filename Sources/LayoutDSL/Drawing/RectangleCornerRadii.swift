/// The four corner radii of an `UnevenRoundedRectangle`.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}
