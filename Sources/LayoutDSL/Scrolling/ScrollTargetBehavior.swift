/// How a scroll view picks where a scroll comes to rest (iOS 17's `ScrollTargetBehavior`):
/// when a fling ends, the scroll view asks the behavior to update the target it would have
/// come to rest on (`updateTarget(_:context:)`), then springs there instead. `.paging` and
/// `.viewAligned` are built in; any type can conform, as in SwiftUI.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
    typealias Properties = ScrollTargetBehaviorProperties

    /// Moves `target` (the rectangle of content the scroll view would show at rest) to where
    /// the scroll should end.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

    /// What the behavior asks of the scroll view (whether it limits how far one scroll goes).
    func properties(context: PropertiesContext) -> Properties
}

extension ScrollTargetBehavior {
    public func properties(context: PropertiesContext) -> Properties { Properties() }
}

private struct ScrollTargetBehaviorKey: EnvironmentKey { static let defaultValue: AnyScrollTargetBehavior? = nil }

extension EnvironmentValues {
    var scrollTargetBehavior: AnyScrollTargetBehavior? {
        get { self[ScrollTargetBehaviorKey.self] } set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The behavior scroll views in this view settle by (see `ScrollTargetBehavior`).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, AnyScrollTargetBehavior(behavior))
    }
}

/// A scroll view's settling: its behavior and the environment it hands the behavior's context.
struct ScrollSettling {
    let behavior: AnyScrollTargetBehavior
    let environment: EnvironmentValues
}
