private struct LabelReservedIconWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The width labels reserve for their icon (SwiftUI's `labelReservedIconWidth` of iOS 26): the
    /// icon is centred in a column that wide, so the titles of labels with icons of different widths
    /// line up. Apple: "If the value is nil, a default behavior to size the icon should be used".
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public internal(set) var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] } set { self[LabelReservedIconWidthKey.self] = newValue }
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
nonisolated extension View {
    /// The width reserved for icons in the labels below that show their icon beside their title
    /// (`.titleAndIcon`, the default style, list rows), as SwiftUI's `labelReservedIconWidth(_:)`.
    public func labelReservedIconWidth(_ value: CGFloat) -> some View {
        environment(\.labelReservedIconWidth, value)
    }
}
