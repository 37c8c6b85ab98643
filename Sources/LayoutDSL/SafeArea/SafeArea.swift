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
