/// The safe area during placement, in root space: `safe` is where content belongs; `outer` is
/// how far views that ignore the safe area may extend (the canvas, or a container's bounds).
struct SafeArea {
    var safe: CGRect
    var outer: CGRect

    /// The insets a view with this global frame has: the parts of it outside the safe rect.
    /// Right to left, leading is the right side (`GeometryProxy.safeAreaInsets` is in leading
    /// terms, as SwiftUI reports it).
    func insets(of frame: CGRect, rightToLeft: Bool) -> EdgeInsets {
        var insets = insets(of: frame)
        if rightToLeft { swap(&insets.leading, &insets.trailing) }
        return insets
    }

    /// The area moved with content drawn through `transform` (a geometry effect, in root space):
    /// under a rotation or scale, the bounding boxes of its rectangles.
    func applying(_ transform: CGAffineTransform) -> SafeArea {
        SafeArea(safe: safe.applying(transform), outer: outer.applying(transform))
    }

    /// `global` grown, on each of the screen edges given, to the outer rect where it meets (or
    /// passes) the safe rect's edge there: how far a view that ignores the safe area, or a
    /// scroll view's visible area, reaches (OpenSwiftUI's `SafeAreaInsets.resolve`: an edge
    /// takes the inset only where the view's frame lies on the safe-area line).
    func extending(_ global: CGRect, left: Bool, right: Bool, top: Bool, bottom: Bool) -> CGRect {
        let epsilon: CGFloat = 0.001
        var global = global
        if top, global.minY <= safe.minY + epsilon, global.minY > outer.minY {
            global = CGRect(x: global.minX, y: outer.minY, width: global.width, height: global.maxY - outer.minY)
        }
        if bottom, global.maxY >= safe.maxY - epsilon, global.maxY < outer.maxY {
            global.size.height = outer.maxY - global.minY
        }
        if left, global.minX <= safe.minX + epsilon, global.minX > outer.minX {
            global = CGRect(x: outer.minX, y: global.minY, width: global.maxX - outer.minX, height: global.height)
        }
        if right, global.maxX >= safe.maxX - epsilon, global.maxX < outer.maxX {
            global.size.width = outer.maxX - global.minX
        }
        return global
    }

    /// The safe area of the content of a modifier that moves the safe line inwards within its
    /// `frame` (`safeAreaInset`, `safeAreaPadding`): `inner` is safe; on each edge the unsafe
    /// region reaches this area's outer edge only where the frame lies on (or past) the current
    /// safe line, and stops at the frame elsewhere, since insets chain outwards only through
    /// views that touch the safe area (OpenSwiftUI's `SafeAreaInsets`: an inset element is
    /// chained before its parent's insets). So a scroll view under a bottom `safeAreaInset` in
    /// the middle of a screen reaches under the bar, and no further.
    func insetting(frame: CGRect, to inner: CGRect) -> SafeArea {
        let epsilon: CGFloat = 0.001
        let top = frame.minY <= safe.minY + epsilon ? outer.minY : frame.minY
        let bottom = frame.maxY >= safe.maxY - epsilon ? outer.maxY : frame.maxY
        let left = frame.minX <= safe.minX + epsilon ? outer.minX : frame.minX
        let right = frame.maxX >= safe.maxX - epsilon ? outer.maxX : frame.maxX
        return SafeArea(safe: inner, outer: CGRect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0)))
    }

    func insets(of frame: CGRect) -> EdgeInsets {
        EdgeInsets(top: min(max(safe.minY - frame.minY, 0), frame.height),
                   leading: min(max(safe.minX - frame.minX, 0), frame.width),
                   bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
                   trailing: min(max(frame.maxX - safe.maxX, 0), frame.width))
    }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Behaviors that change the safe area their subviews see, or their own placement by it.
protocol SafeAreaBehavior: NodeBehavior {
    /// The node's frame in its parent's space, adjusted for the safe area (default: unchanged).
    /// The safe area is in screen terms (left, right); `rightToLeft` says the node's leading
    /// edge is its right one.
    func adjust(_ frame: CGRect, parent: CGAffineTransform, area: SafeArea, rightToLeft: Bool) -> CGRect
    /// The safe area the node's subviews see, given the node's placed global frame and where
    /// its subviews go (in its local space, mirrored already when right to left).
    func childArea(_ area: SafeArea, frame: CGRect, placements: Placements, rightToLeft: Bool) -> SafeArea
}

extension SafeAreaBehavior {
    var asSafeArea: SafeAreaBehavior? { self }
    func adjust(_ frame: CGRect, parent: CGAffineTransform, area: SafeArea, rightToLeft: Bool) -> CGRect { frame }
}

/// A safe-area behaviour around one subview that takes the node's whole size: what it changes
/// is only how far the node reaches, or the safe area its subview sees.
protocol FillingSafeAreaBehavior: SafeAreaBehavior {}

extension FillingSafeAreaBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize { node.subview(0).sizeThatFits(proposal) }

    func placements(node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> Placements {
        let childProposal = ProposedViewSize(size)
        return Placements(Placement(origin: .zero, proposal: childProposal, size: node.subview(0).sizeThatFits(childProposal)))
    }
}
