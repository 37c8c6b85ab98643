/// One element of a path, as `CGPath.applyWithBlock(_:)` hands it (Apple's documentation of
/// `CGPathElement`): its type and its points (one for a move or a line, two for a quadratic
/// curve, three for a cubic one, none for a close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) { self.type = type; self.points = points }
}

public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// How a fill decides what is inside (Apple's documentation of `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
