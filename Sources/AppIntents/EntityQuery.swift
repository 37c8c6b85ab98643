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
