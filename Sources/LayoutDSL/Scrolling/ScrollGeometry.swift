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

    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), containerSize: \(containerSize))"
    }
}

/// `onScrollGeometryChange`: watches a value derived from the geometry of the scroll view it is
/// applied to (or the first one inside it) and runs the action with old and new values when
/// the value changes. The value at first layout is recorded without a call.
nonisolated struct ScrollGeometryObserver<T: Equatable>: ViewModifier, IdentifiedModifier {
    typealias Body = Never
    let transform: (ScrollGeometry) -> T
    let action: (T, T) -> Void

    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        let identity = hookIdentity(context), transform = self.transform, action = self.action
        let scrolls = context.graph.scrolls
        content.first?.annotations.append(.placed { placed in
            guard let scroll = placed.node.firstScrollNode?.behavior.asScrollView,
                  let record = scrolls.record(scroll.identity) else { return }
            placed.pass.observeValue(transform(record.geometry), at: identity, name: "onScrollGeometryChange") { old, new in
                if let old { action(old, new) }
            }
        })
        return content
    }
}

nonisolated extension View {
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> some View {
        modifier(ScrollGeometryObserver(transform: transform, action: action))
    }
}
