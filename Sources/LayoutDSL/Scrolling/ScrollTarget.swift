/// Where a scroll comes to rest (SwiftUI's `ScrollTarget`): the rectangle of content, in the
/// content's coordinates, that the scroll view shows, and the point of it to line up with the
/// same point of the viewport (nil: its origin at the viewport's origin).
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?

    init(rect: CGRect, anchor: UnitPoint? = nil) { self.rect = rect; self.anchor = anchor }

    /// The content offset that shows the target: the anchor point of `rect` on the anchor point
    /// of a viewport of `container`, clamped to `maximum`.
    func offset(container: CGSize, maximum: CGPoint) -> CGPoint {
        let a = anchor ?? .topLeading
        let x = rect.minX + a.x * rect.width - a.x * container.width
        let y = rect.minY + a.y * rect.height - a.y * container.height
        return CGPoint(x: min(max(x, 0), maximum.x), y: min(max(y, 0), maximum.y))
    }
}

/// What a `ScrollTargetBehavior` knows when it updates a target (SwiftUI's
/// `ScrollTargetBehaviorContext`): the target before any behavior moved it, the fling's
/// velocity in points per second, the sizes of content and viewport, the scroll axes, and the
/// scroll view's environment by key path (`context.layoutDirection`).
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
    let environment: EnvironmentValues
    /// The offset the finger left the content at, which paging counts pages from.
    let releaseOffset: CGPoint
    /// The scroll targets' frames in content space (`scrollTargetLayout()`), for view alignment.
    let targetFrames: [CGRect]

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// What a behavior asks of its scroll view (SwiftUI's `ScrollTargetBehaviorProperties`).
public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
    /// Whether one scroll moves at most a limited number of targets.
    public var limitsScrolls = false
    public init() {}
}

/// What a behavior knows when asked for its properties (SwiftUI's
/// `ScrollTargetBehaviorPropertiesContext`).
public struct ScrollTargetBehaviorPropertiesContext {
    public var axes: Axis.Set
    public var environment: EnvironmentValues
}
