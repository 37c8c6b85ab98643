/// Help text for the view (`help(_:)`): "Adding help to a view configures the view's
/// accessibility hint and its help tag (also called a tooltip) in macOS or visionOS" (Apple's
/// documentation); on iOS, the hint, recorded in the resolved tree (nothing is drawn).
nonisolated extension View {
    public func help(_ text: Text) -> some View { accessibilityHint(text) }
    public func help(_ textKey: LocalizedStringKey) -> some View { accessibilityHint(textKey) }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { accessibilityHint(text) }
}
