extension Text {
    /// How a text's lines align when `multilineTextAlignment` says leading or trailing (iOS 26's
    /// `Text.AlignmentStrategy`): in the terms of the layout direction (`layoutBased`: "The
    /// alignment following the environment setting"), or of each paragraph's own writing
    /// direction (`writingDirectionBased`: "When multilineTextAlignment is leading, alignment
    /// follows the writing direction … trailing … the opposite of the writing direction and
    /// finally, a center value always results in centered alignment"; Apple's documentation).
    /// `default`, "based on the context it is used in", is the layout's for a `Text`.
    public struct AlignmentStrategy: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, layout, writingDirection }
        let kind: Kind

        public static let `default` = AlignmentStrategy(kind: .automatic)
        public static let layoutBased = AlignmentStrategy(kind: .layout)
        public static let writingDirectionBased = AlignmentStrategy(kind: .writingDirection)

        /// Whether lines align by their paragraph's writing direction.
        package var followsWritingDirection: Bool { kind == .writingDirection }
    }
}

private struct TextAlignmentStrategyKey: EnvironmentKey { static let defaultValue = Text.AlignmentStrategy.default }

extension EnvironmentValues {
    var textAlignmentStrategy: Text.AlignmentStrategy {
        get { self[TextAlignmentStrategyKey.self] } set { self[TextAlignmentStrategyKey.self] = newValue }
    }
}

extension View {
    /// The alignment strategy of the text inside (iOS 26).
    nonisolated public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View {
        environment(\.textAlignmentStrategy, strategy)
    }
}
