/// The icon and the "Do not show this message again" toggle of the dialogs inside (Apple's
/// documentation of `dialogIcon(_:)` and `dialogSuppressionToggle(_:isSuppressed:)`): macOS
/// draws them in its alerts; an iOS alert or action sheet has neither, so they are accepted and
/// the dialogs draw as they do (the binding is left as it is).
nonisolated extension View {
    public func dialogIcon(_ icon: Image?) -> some View { self }
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View { self }
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
}
