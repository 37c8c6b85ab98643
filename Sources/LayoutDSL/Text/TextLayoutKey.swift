extension Text {
    /// The layouts of the text views of a subtree, each with the anchor of its top leading corner
    /// (https://developer.apple.com/documentation/swiftui/text/layoutkey), read with
    /// `overlayPreferenceValue`, `backgroundPreferenceValue` or `onPreferenceChange`.
    ///
    /// Text views publish it only below a view that reads it: a reader marks its content's
    /// environment (`readsTextLayouts`), so the thousands of texts of a list that no one asks
    /// about carry no value up the tree.
    public struct LayoutKey: PreferenceKey, Sendable {
        public typealias Value = [Text.LayoutKey.AnchoredLayout]
        public static let defaultValue: Text.LayoutKey.Value = []
        public static func reduce(value: inout Text.LayoutKey.Value, nextValue: () -> Text.LayoutKey.Value) {
            value += nextValue()
        }

        /// A text view's layout and where its origin (its top leading corner) is.
        public struct AnchoredLayout: Equatable {
            public var origin: Anchor<CGPoint>
            public var layout: Text.Layout
        }

        /// `context` with its environment marked when `Key` is this key.
        static func reading<Key: PreferenceKey>(_ key: Key.Type, in context: BuildContext) -> BuildContext {
            guard Key.self == LayoutKey.self, !context.environment.readsTextLayouts else { return context }
            var environment = context.environment
            environment.readsTextLayouts = true
            return context.with(environment: environment)
        }
    }
}

private struct ReadsTextLayoutsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether an ancestor reads `Text.LayoutKey`, so text views publish their layouts.
    var readsTextLayouts: Bool {
        get { self[ReadsTextLayoutsKey.self] }
        set { self[ReadsTextLayoutsKey.self] = newValue }
    }
}
