/// A button on Liquid Glass, as SwiftUI's `GlassButtonStyle` of iOS 26 (`.buttonStyle(.glass)`);
/// how it draws: `GlassButtonBody`.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass

    /// Creates a glass button style.
    public init() { glass = .regular }

    /// A glass button style on `glass` (iOS 26.1).
    @available(iOS 26.1, macOS 26.1, tvOS 26.1, watchOS 26.1, *)
    public init(_ glass: Glass) { self.glass = glass }

    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(configuration: configuration, style: GlassButtonBodyStyle(glass: glass, prominent: false))
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension GlassButtonStyle: Sendable {}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button style that applies Liquid Glass based on the button's context.
    @MainActor @preconcurrency
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// A glass button style on `glass` (`.buttonStyle(.glass(.clear))`).
    @MainActor @preconcurrency
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
