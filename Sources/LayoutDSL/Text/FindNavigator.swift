/// The find-and-replace interface of text views (iOS 16: `findNavigator(isPresented:)`,
/// `findDisabled(_:)`, `replaceDisabled(_:)`). It appears over a `TextEditor` once the user asks
/// for it, with the keyboard; a render shows the text view before that, so the binding is left
/// as it is and nothing is drawn.
nonisolated extension View {
    public func findNavigator(isPresented: Binding<Bool>) -> some View { self }
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
}
