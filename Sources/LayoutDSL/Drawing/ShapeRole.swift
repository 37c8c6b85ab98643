/// How a shape is meant to be drawn (Apple's documentation of `ShapeRole`): filled, stroked, or
/// as a separator. A shape's `role` is `.fill` unless it says otherwise; a stroke's is `.stroke`.
public enum ShapeRole: Sendable {
    case fill, stroke, separator
}
