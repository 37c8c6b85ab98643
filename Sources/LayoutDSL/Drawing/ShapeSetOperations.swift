/// The set and line operations of `Path` on shapes (iOS 17; Apple's documentation of
/// `Shape.union(_:eoFill:)` and its siblings): "a new shape" whose path in a rectangle is this
/// shape's path there combined with the other shape's path in the same rectangle. Both shapes
/// animate: the result's animatable data is the pair of theirs. It is laid out as this shape is.
extension Shape {
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(shape: self, other: other, operation: .union, eoFill: eoFill)
    }
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(shape: self, other: other, operation: .intersection, eoFill: eoFill)
    }
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(shape: self, other: other, operation: .subtracting, eoFill: eoFill)
    }
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(shape: self, other: other, operation: .symmetricDifference, eoFill: eoFill)
    }
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(shape: self, other: other, operation: .lineIntersection, eoFill: eoFill)
    }
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(shape: self, other: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}

/// The shape `Shape`'s set and line operations return (SwiftUI's is `some Shape`, its type not
/// public).
struct ShapeSetOperation<Content: Shape, Other: Shape>: Shape {
    enum Operation: Sendable {
        case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction
    }

    var shape: Content
    var other: Other
    let operation: Operation
    let eoFill: Bool

    var animatableData: AnimatablePair<Content.AnimatableData, Other.AnimatableData> {
        get { AnimatablePair(shape.animatableData, other.animatableData) }
        set { (shape.animatableData, other.animatableData) = (newValue.first, newValue.second) }
    }
    var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    func path(in rect: CGRect) -> Path {
        let (a, b) = (shape.path(in: rect), other.path(in: rect))
        switch operation {
        case .union: return a.union(b, eoFill: eoFill)
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
        }
    }
}
