/// An option of a tip (Apple's documentation of `TipOption`,
/// https://developer.apple.com/documentation/tipkit/tipoption).
public protocol TipOption: Sendable {}

extension Tips {
    /// How many times a tip displays before it is invalidated (Apple's documentation of
    /// `Tips.MaxDisplayCount`); one render displays it once.
    public struct MaxDisplayCount: TipOption {
        public let count: Int
        public init(_ count: Int) { self.count = count }
    }

    /// Whether the tip ignores the display frequency (Apple's documentation of `Tips.IgnoresDisplayFrequency`).
    public struct IgnoresDisplayFrequency: TipOption {
        public let ignoresDisplayFrequency: Bool
        public init(_ ignoresDisplayFrequency: Bool) { self.ignoresDisplayFrequency = ignoresDisplayFrequency }
    }

    /// Builds a tip's `options` (Apple's documentation of `Tips.OptionsBuilder`).
    @resultBuilder
    public enum OptionsBuilder {
        public static func buildExpression(_ option: some TipOption) -> [any TipOption] { [option] }
        public static func buildBlock(_ options: [any TipOption]...) -> [any TipOption] { options.flatMap { $0 } }
        public static func buildOptional(_ options: [any TipOption]?) -> [any TipOption] { options ?? [] }
        public static func buildEither(first options: [any TipOption]) -> [any TipOption] { options }
        public static func buildEither(second options: [any TipOption]) -> [any TipOption] { options }
    }
}
