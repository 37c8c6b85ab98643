private struct LineHeightKey: EnvironmentKey { static let defaultValue: AttributedString.LineHeight? = nil }

extension EnvironmentValues {
    /// The distance between the baselines of the lines of text inside (iOS 26). nil, the default:
    /// "SwiftUI automatically chooses an appropriate line height setting for each context", here
    /// the fonts' own (https://developer.apple.com/documentation/swiftui/environmentvalues/lineheight).
    /// An attributed string's own `lineHeight` wins over it for its paragraphs.
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LineHeightKey.self] } set { self[LineHeightKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the line height of the text inside (iOS 26; docs/reference/text-line-height.md).
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        environment(\.lineHeight, lineHeight)
    }
}
