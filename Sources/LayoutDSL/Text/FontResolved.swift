extension Font {
    /// What a font resolves against (iOS 15's `Font.Context`, opaque in SwiftUI): the text size.
    /// Views read it as `\.fontResolutionContext`.
    public struct Context: Hashable, Sendable, CustomDebugStringConvertible {
        let dynamicTypeSize: DynamicTypeSize

        public var debugDescription: String { "Font.Context(dynamicTypeSize: \(dynamicTypeSize))" }
    }

    /// A font resolved in a context (iOS 26's `Font.Resolved`): its point size at the context's
    /// text size and its traits, as text is set with it here. SwiftUI's also gives the Core Text
    /// font (`ctFont`), which this platform has none of.
    public struct Resolved: Hashable, Sendable {
        public let pointSize: CGFloat
        public let weight: Font.Weight
        public let width: Font.Width
        public let leading: Font.Leading
        public let isItalic: Bool
        public let isMonospaced: Bool
        public let isLowercaseSmallCaps: Bool
        public let isUppercaseSmallCaps: Bool

        /// At least the weight `bold()` gives.
        public var isBold: Bool { weight >= .bold }
        /// Every letter a small capital, as `smallCaps()` sets them.
        public var isSmallCaps: Bool { isLowercaseSmallCaps && isUppercaseSmallCaps }
    }

    /// The font at the context's text size (Dynamic Type, `DynamicTypeScaling`), with its traits.
    public func resolve(in context: Context) -> Resolved {
        let font = scaled(to: context.dynamicTypeSize)
        return Resolved(pointSize: font.size, weight: font.weight, width: font.width, leading: font.leading,
                        isItalic: font.isItalic, isMonospaced: font.design == .monospaced,
                        isLowercaseSmallCaps: font.smallCapitals.contains(.lowercase),
                        isUppercaseSmallCaps: font.smallCapitals.contains(.uppercase))
    }
}

extension EnvironmentValues {
    /// The context fonts resolve in here: the environment's text size.
    public var fontResolutionContext: Font.Context { Font.Context(dynamicTypeSize: dynamicTypeSize) }
}
