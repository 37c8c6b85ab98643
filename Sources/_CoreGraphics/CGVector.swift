/// A two-dimensional vector (Apple's documentation of `CGVector`): a velocity or a direction,
/// which Foundation on Linux lacks. SwiftUI hands one to a custom `ScrollTargetBehavior`.
public struct CGVector: Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    public static var zero: CGVector { CGVector() }
}
