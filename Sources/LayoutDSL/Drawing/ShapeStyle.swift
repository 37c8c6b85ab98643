/// What fills or strokes a shape: a color, a gradient, or a style resolved from the environment.
/// A style of the author's resolves to another style in the environment (`resolve(in:)`, as
/// SwiftUI's protocol requires of it) and paints as that one; the system's styles resolve to
/// `Never` and paint themselves.
public protocol ShapeStyle: Sendable {
    /// The style this one resolves to: `Never` for the system's styles.
    associatedtype Resolved: ShapeStyle = Never
    /// The style to draw in `environment` (SwiftUI's `resolve(in:)`).
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The concrete paint in an environment.
    func _paint(in environment: EnvironmentValues) -> Paint
    /// The shadow the style casts (`.white.shadow(.drop(radius: 2))`); a requirement, so a shape
    /// view asks it without a dynamic cast.
    var _shadow: ShadowStyle? { get }
}

extension ShapeStyle {
    public var _shadow: ShadowStyle? { nil }

    /// A style of the author's paints as the style it resolves to in the environment.
    public func _paint(in environment: EnvironmentValues) -> Paint {
        let resolved = resolve(in: environment)
        return resolved._paint(in: environment)
    }
}

extension ShapeStyle where Resolved == Never {
    /// The system's styles resolve to nothing an author can name: the engine paints them itself,
    /// and SwiftUI traps here too.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is a system shape style; it paints itself and has no resolved style")
    }
}

/// The resolved style of the system's styles, which no drawing reaches.
extension Never: ShapeStyle {}
