/// A button on glass tinted with the tint colour, its label white, as SwiftUI's
/// `GlassProminentButtonStyle` of iOS 26 (`.buttonStyle(.glassProminent)`); how it draws:
/// `GlassButtonBody`.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a prominent glass button style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(configuration: configuration, style: GlassButtonBodyStyle(glass: .regular, prominent: true))
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension GlassProminentButtonStyle: Sendable {}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A button style that applies a prominent Liquid Glass effect based on the button's context.
    @MainActor @preconcurrency
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
