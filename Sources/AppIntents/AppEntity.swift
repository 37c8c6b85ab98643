/// A thing of the app that intents take and return (Apple's documentation of `AppEntity`,
/// https://developer.apple.com/documentation/appintents/appentity), found by its `defaultQuery`.
public protocol AppEntity: Identifiable, Sendable where ID: Sendable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    var displayRepresentation: DisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
}

/// Finds entities by identifier, and suggests some (Apple's documentation of `EntityQuery`,
/// https://developer.apple.com/documentation/appintents/entityquery).
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    /// None, unless the query suggests some.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that searches by text (Apple's documentation of `EntityStringQuery`).
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// An enum intents take (Apple's documentation of `AppEnum`,
/// https://developer.apple.com/documentation/appintents/appenum), named case by case.
public protocol AppEnum: CaseIterable, RawRepresentable, Sendable where RawValue == String, Self: Hashable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
