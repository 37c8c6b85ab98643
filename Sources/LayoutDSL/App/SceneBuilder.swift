/// Builds an app's scenes from the statements of a closure, as SwiftUI's `SceneBuilder` does
/// (https://developer.apple.com/documentation/swiftui/scenebuilder).
///
/// Blocks of several scenes become a `TupleScene` (a parameter pack, so there is no ten-scene
/// limit). As in SwiftUI, the only conditional a scene body may hold is an availability check
/// (`if #available(iOS 17, *) { … }`, with no `else`): `buildOptional(_:)` takes only what
/// `buildLimitedAvailability(_:)` made, so a plain `if` does not compile, on iOS or here.
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        TupleScene(value: (repeat each content))
    }
    /// An `if #available` block: its scene when the check passed, else none.
    public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?) -> some Scene {
        OptionalScene(content: scene)
    }
    public static func buildLimitedAvailability(_ scene: some Scene) -> any Scene & _LimitedAvailabilitySceneMarker {
        LimitedAvailabilityScene(content: scene)
    }
}
