import ActivityKit
import LayoutDSL

/// What a Live Activity's views are given (Apple's `ActivityViewContext`): the activity's
/// attributes, its current state, whether that state is stale, and its identifier.
@available(iOS 16.1, *)
@dynamicMemberLookup
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    @available(iOS 16.2, *)
    public let isStale: Bool
    public let activityID: String

    init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool, activityID: String) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }

    /// The attributes' properties, read through the context (`context.name` for `context.attributes.name`).
    public subscript<Value>(dynamicMember keyPath: KeyPath<Attributes, Value>) -> Value { attributes[keyPath: keyPath] }
}
