/// The container shape a view is drawn in, and where it is: what `ContainerRelativeShape` and
/// `ConcentricRectangle` are replaced by a version of (Apple's documentation of both: "a shape
/// that is replaced by an inset version of the current container shape", "a concentric version
/// of the current container shape").
///
/// A view's path is made from its own frame alone (`Shape.path(in:)`), so the container reaches
/// it the way SwiftUI's renderer gives it: resolving a tree, each node below a `containerShape(_:)`
/// is drawn with the container's shape and its frame in that node's coordinates
/// (`ContainerShapeContext.current`, set around the node's display; a shape the node keeps for
/// later keeps the context it was made in, `ShapeOutline`).
struct ContainerShapeContext: Sendable {
    /// The container's shape.
    let shape: any InsettableShape
    /// The container's bounds: in root space as a tree is resolved, in the coordinates of the
    /// view being drawn once it is `current`.
    var frame: CGRect

    /// The context of the view being drawn, if it is inside a container shape.
    @TaskLocal static var current: ContainerShapeContext?

    /// The context in the space of a view that `transform` places in this space (the bounds'
    /// box, under a rotation).
    func entering(_ transform: CGAffineTransform) -> ContainerShapeContext {
        var context = self
        context.frame = frame.applying(transform.inverted())
        return context
    }

    /// The container's corner radii, as its shape describes them (`RoundedRectangularShape`),
    /// nil for a shape that does not. A corner concentric itself takes the radius its own
    /// style gives with no container further out.
    var cornerRadii: RectangleCornerRadii? {
        guard let rounded = shape as? any RoundedRectangularShape,
              let corners = rounded.corners(in: frame.size) else { return nil }
        let limit = min(frame.width, frame.height) / 2
        func radius(_ corner: Edge.Corner) -> CGFloat { min(corners[corner].radius(concentric: 0), limit) }
        return RectangleCornerRadii(topLeading: radius(.topLeading), bottomLeading: radius(.bottomLeading),
                                    bottomTrailing: radius(.bottomTrailing), topTrailing: radius(.topTrailing))
    }

    /// The radius concentric with the container's at `corner` for a rectangle `rect`: the
    /// container's radius there minus the distance between the two corners (Apple, on
    /// `Edge.Corner.Style.concentric`, "the container shape's corner radius minus the distance
    /// between corners"), the distance taken along the farther axis, so that the corner lies
    /// inside the container's: with the rectangle inset by the same amount on both sides of the
    /// corner, the two arcs share their centre. Zero or less is a square corner.
    func concentricRadius(at corner: Edge.Corner, of rect: CGRect, radii: RectangleCornerRadii) -> CGFloat {
        let (dx, dy, radius): (CGFloat, CGFloat, CGFloat) = switch corner {
        case .topLeading: (rect.minX - frame.minX, rect.minY - frame.minY, radii.topLeading)
        case .topTrailing: (frame.maxX - rect.maxX, rect.minY - frame.minY, radii.topTrailing)
        case .bottomLeading: (rect.minX - frame.minX, frame.maxY - rect.maxY, radii.bottomLeading)
        case .bottomTrailing: (frame.maxX - rect.maxX, frame.maxY - rect.maxY, radii.bottomTrailing)
        }
        return max(radius - max(dx, dy, 0), 0)
    }

    /// The container's shape inset to `rect`: by the smallest distance between their edges, so
    /// a view inset evenly (a widget's content margins) gets the container's shape with each
    /// radius less that inset, concentric with it (Apple's HIG, Widgets: "use
    /// ContainerRelativeShape to match the corner radius of the widget").
    func relativePath(in rect: CGRect) -> Path {
        let inset = max(min(rect.minX - frame.minX, rect.minY - frame.minY, frame.maxX - rect.maxX, frame.maxY - rect.maxY), 0)
        guard let radii = cornerRadii else {
            return shape.inset(by: inset).path(in: rect.insetBy(dx: -inset, dy: -inset))
        }
        func less(_ radius: CGFloat) -> CGFloat { max(radius - inset, 0) }
        let style = (shape as? RoundedRectangle)?.style ?? (shape as? UnevenRoundedRectangle)?.style
            ?? (shape as? Capsule)?.style ?? .continuous
        return Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(
            topLeading: less(radii.topLeading), bottomLeading: less(radii.bottomLeading),
            bottomTrailing: less(radii.bottomTrailing), topTrailing: less(radii.topTrailing)), style: style)
    }
}

/// A container context kept with a shape drawn after its tree was resolved (`ShapeOutline`).
final class ContainerShapeBox: Sendable {
    let context: ContainerShapeContext
    init(_ context: ContainerShapeContext) { self.context = context }
}
