/// Any scroll target behavior, type-erased (SwiftUI's `AnyScrollTargetBehavior`).
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    public var base: any ScrollTargetBehavior

    public init(_ base: some ScrollTargetBehavior) {
        self.base = (base as? AnyScrollTargetBehavior)?.base ?? base
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { base.updateTarget(&target, context: context) }
    public func properties(context: PropertiesContext) -> Properties { base.properties(context: context) }
}
