/// An angle, in radians or degrees, for rotations, arcs and angular gradients.
public struct Angle: Comparable, Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { get { radians * 180 / .pi } set { radians = newValue * .pi / 180 } }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle()
    public static func < (l: Angle, r: Angle) -> Bool { l.radians < r.radians }
}

/// Angles add, subtract, scale and divide as their radians do (`angle * 1/4`, `a += .degrees(30)`):
/// SwiftUI's `Angle` conforms to `_VectorMath`.
extension Angle: _VectorMath {}
