/// A thing of the app that intents take and return (Apple's documentation of `AppEntity`,
/// https://developer.apple.com/documentation/appintents/appentity), found by its `defaultQuery`.
public protocol AppEntity: Identifiable, Sendable where ID: Sendable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    var displayRepresentation: DisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
}
