/// A drop shadow of a subtree's silhouette: `shadow(color:radius:x:y:)`.
public struct Shadow: Equatable, Sendable {
    public var color: Color.Resolved
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat
}
