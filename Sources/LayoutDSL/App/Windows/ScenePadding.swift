/// The padding `scenePadding(_:edges:)` adds (Apple's documentation of `ScenePadding`): the
/// `minimum` a scene's content keeps from its edges.
public struct ScenePadding: Equatable, Sendable {
    let name: String
    public static let minimum = ScenePadding(name: "minimum")
}
