extension Text {
    /// Where a paragraph's writing direction comes from (iOS 26's `Text.WritingDirectionStrategy`):
    /// its own characters (`contentBased`, "the writing direction following the language of the
    /// string that is laid out": UAX #9's rules P2–P3 here, the first strong character), or the
    /// layout direction (`layoutBased`, which "follows the layoutDirection in the view
    /// hierarchy"). "The default strategy is contentBased" (Apple's documentation).
    public struct WritingDirectionStrategy: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, content, layout }
        let kind: Kind

        public static let `default` = WritingDirectionStrategy(kind: .automatic)
        public static let contentBased = WritingDirectionStrategy(kind: .content)
        public static let layoutBased = WritingDirectionStrategy(kind: .layout)

        /// Whether paragraphs take the layout direction as their base direction.
        package var followsLayout: Bool { kind == .layout }
    }
}

private struct TextWritingDirectionStrategyKey: EnvironmentKey {
    static let defaultValue = Text.WritingDirectionStrategy.default
}

extension EnvironmentValues {
    var textWritingDirectionStrategy: Text.WritingDirectionStrategy {
        get { self[TextWritingDirectionStrategyKey.self] } set { self[TextWritingDirectionStrategyKey.self] = newValue }
    }
}

extension View {
    /// The writing direction strategy of the text inside (iOS 26).
    nonisolated public func writingDirection(strategy: Text.WritingDirectionStrategy) -> some View {
        environment(\.textWritingDirectionStrategy, strategy)
    }
}
