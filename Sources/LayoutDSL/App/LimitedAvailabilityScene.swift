/// Marks the scenes `SceneBuilder.buildLimitedAvailability(_:)` makes, the only ones its
/// `buildOptional(_:)` accepts, so that a scene body's one kind of conditional is an
/// availability check, as in SwiftUI
/// (https://developer.apple.com/documentation/swiftui/scenebuilder/buildoptional(_:)).
public protocol _LimitedAvailabilitySceneMarker {}

/// The scene of an `if #available` block, its type erased: the builder's result must not name
/// a type that an older system lacks.
struct LimitedAvailabilityScene: PrimitiveScene, _LimitedAvailabilitySceneMarker {
    let content: any Scene
}

/// What an `if #available` block adds to a scene body: its scene when the check passed, else
/// nothing.
struct OptionalScene: PrimitiveScene {
    let content: (any Scene)?
}
