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

enum ScrollTargetKind: Equatable { case none, paging, viewAligned }

private struct ScrollTargetBehaviorKey: EnvironmentKey { static let defaultValue = ScrollTargetKind.none }

extension EnvironmentValues {
    var scrollTargetBehavior: ScrollTargetKind {
        get { self[ScrollTargetBehaviorKey.self] } set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Paging settles a fling on container-sized pages, view alignment on the leading edge of a
    /// scroll target (see `scrollTargetLayout()`).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior._kind == 1 ? .paging : .viewAligned)
    }
}
