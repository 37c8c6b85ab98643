/// A scene with a view modifier for every view it shows: what a scene's `environment(_:_:)`,
/// `environmentObject(_:)`, `defaultAppStorage(_:)` and `onChange(of:initial:_:)` return, as
/// SwiftUI's return the scene modified
/// (https://developer.apple.com/documentation/swiftui/scene/environment(_:_:)).
/// Nothing runs scenes here, so the modifier is kept beside the scene rather than applied: the
/// scene's views with `content.modifier(modifier)` are what its windows would show.
struct ModifiedScene<Content: Scene, Modifier: ViewModifier>: PrimitiveScene {
    let content: Content
    let modifier: Modifier
}
