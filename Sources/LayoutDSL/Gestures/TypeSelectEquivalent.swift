nonisolated extension View {
    /// The text a list row answers to when the user types to select with a hardware keyboard
    /// (SwiftUI's `typeSelectEquivalent`, iOS 17: "sets an explicit type select equivalent text in
    /// a collection"). It draws nothing and snap has no keyboard, so the row is drawn as it is.
    public func typeSelectEquivalent(_ text: Text?) -> some View { self }

    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View {
        typeSelectEquivalent(Text(stringKey))
    }

    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View {
        typeSelectEquivalent(Text(string))
    }
}
