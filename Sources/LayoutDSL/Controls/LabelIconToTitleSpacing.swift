private struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The space between a label's icon and its title (SwiftUI's `labelIconToTitleSpacing` of
    /// iOS 26); nil: the style's own, the standard spacing an `HStack` puts between them.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] } set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
nonisolated extension View {
    /// The space between the icon and the title of labels in this view that show both side by
    /// side (the default style, `.titleAndIcon`, and list rows), as SwiftUI's
    /// `labelIconToTitleSpacing(_:)` of iOS 26.
    public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
        environment(\.labelIconToTitleSpacing, value)
    }
}
