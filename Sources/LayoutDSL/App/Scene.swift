/// A part of an app's user interface whose life the system manages, such as a window group;
/// an app's `body` composes scenes as a view's composes views
/// (https://developer.apple.com/documentation/swiftui/scene).
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// Scenes this module declares (`WindowGroup`, what `SceneBuilder` and scene modifiers
/// return): they hold their parts and have no body, as SwiftUI's built-in scenes are made by
/// the framework rather than from a body. Nothing runs scenes here, so no body is evaluated.
protocol PrimitiveScene: Scene where Body == Never {}

extension PrimitiveScene {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("\(Self.self) is a primitive scene; its body is never evaluated") }
}
