/// The shape `glassEffect(_:in:)` draws its glass in when given none: a capsule (Apple's
/// documentation of `DefaultGlassEffectShape`: "The default shape applied by glass effects, a
/// capsule").
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}
