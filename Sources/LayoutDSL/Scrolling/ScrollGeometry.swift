/// A scroll view's geometry (iOS 18's `ScrollGeometry`): the offset in UIKit's convention,
/// the content's size, the content insets and the container's size.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset; self.contentSize = contentSize
        self.contentInsets = contentInsets; self.containerSize = containerSize
    }

    /// The visible part of the content: the offset and the container's size.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The visible rect within the content insets.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
               width: containerSize.width - contentInsets.horizontal, height: containerSize.height - contentInsets.vertical)
    }

    public var debugDescription: String { "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), containerSize: \(containerSize))" }
}

/// `onScrollGeometryChange`: watches a value derived from the geometry of the scroll view it is
/// applied to (or the first one inside it) and runs the action with old and new values when
/// the value changes. The value at first layout is recorded without a call.
struct ScrollGeometryObserver<T: Equatable>: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let transform: (ScrollGeometry) -> T
    let action: (T, T) -> Void

    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        let identity = hookIdentity(context), transform = self.transform, action = self.action
        content.first?.annotations.append(.preferences { _, placed in
            guard let scroll = placed.node.firstScrollNode?.behavior as? ScrollViewBehavior else { return }
            placed.pass.observeValue(transform(scroll.geometry), at: identity, name: "onScrollGeometryChange") { old, new in
                if let old { action(old, new) }
            }
        })
        return content
    }
}

/// `onScrollVisibilityChange`: whether more than `threshold` of the view is inside the nearest
/// scroll view's viewport (or the canvas); called when that changes, and on first layout when visible.
struct ScrollVisibilityObserver: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let threshold: Double
    let action: (Bool) -> Void

    func modify(_ content: [LayoutNode], in context: BuildContext) -> [LayoutNode] {
        let identity = hookIdentity(context), threshold = self.threshold, action = self.action
        content.first?.annotations.append(.preferences { _, placed in
            let bounds = CGRect(size: placed.node.size)
            let visible = placed.geometry.visibleRect.map { bounds.intersection($0) } ?? bounds
            let area = bounds.width * bounds.height
            let fraction = area > 0 && !visible.isNull ? Double(visible.width * visible.height / area) : 0
            let isVisible = fraction > threshold
            placed.pass.observeValue(isVisible, at: identity, name: "onScrollVisibilityChange") { old, new in
                if old != nil || new { action(new) }
            }
        })
        return content
    }
}

extension LayoutNode {
    /// This node if it is a scroll view, else the first scroll view below it (depth first).
    var firstScrollNode: LayoutNode? {
        if behavior is ScrollViewBehavior { return self }
        for child in subviews { if let scroll = child.firstScrollNode { return scroll } }
        return nil
    }
}

extension LayoutPass {
    /// Records a value watched at `identity`; after the pass, `action(old, new)` runs when it
    /// differs from the last one seen (`old` is nil the first time).
    func observeValue<T: Equatable>(_ value: T, at identity: Int, name: String, action: @escaping (T?, T) -> Void) {
        let last = graph.delivered[identity] as? T
        guard last != value else { return }
        observe(PreferenceObservation(identity: identity, keyName: name, value: value, action: { action(last, value) }))
    }
}

private struct ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ScrollTargetBehaviorKey: EnvironmentKey { static let defaultValue = ScrollTargetKind.none }

enum ScrollTargetKind: Equatable { case none, paging, viewAligned }

extension EnvironmentValues {
    var contentMargins: EdgeInsets { get { self[ContentMarginsKey.self] } set { self[ContentMarginsKey.self] = newValue } }
    var scrollTargetBehavior: ScrollTargetKind {
        get { self[ScrollTargetBehaviorKey.self] } set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

public enum ContentMarginPlacement: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }

/// How a scroll view settles after a fling.
public protocol ScrollTargetBehavior { var _kind: Int { get } }
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var _kind: Int { 1 }
}
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public enum LimitBehavior: Hashable, Sendable { case automatic, always, never, alwaysByOne, alwaysByFew }
    public init(limitBehavior: LimitBehavior = .automatic) {}
    public var _kind: Int { 2 }
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> some View {
        modifier(ScrollGeometryObserver(transform: transform, action: action))
    }

    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(ScrollVisibilityObserver(threshold: threshold, action: action))
    }

    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.contentMargins) { margins in
            let value = length ?? 16
            if edges.contains(.top) { margins.top = value }
            if edges.contains(.leading) { margins.leading = value }
            if edges.contains(.bottom) { margins.bottom = value }
            if edges.contains(.trailing) { margins.trailing = value }
        }
    }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Paging settles a fling on container-sized pages, view alignment on the leading edge of a
    /// scroll target (see `scrollTargetLayout()`).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior._kind == 1 ? .paging : .viewAligned)
    }

}
