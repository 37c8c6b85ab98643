/// The scenes of a `SceneBuilder` block of several statements, in order: an app with a main
/// window group and a second one for an inspector holds both
/// (https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)).
struct TupleScene<T>: PrimitiveScene {
    let value: T
}
