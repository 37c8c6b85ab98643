/// iOS 13's `\.presentationMode` (deprecated in iOS 15 for `\.dismiss` and `\.isPresented`, still
/// common in code written for iOS 13 and 14): a binding to whether the view is presented, whose
/// `dismiss()` closes the presentation. It reads the same environment values as its
/// replacements: `isPresented` and `dismiss`.
public struct PresentationMode {
    let dismissAction: DismissAction
    public let isPresented: Bool

    @available(*, deprecated, message: "Use EnvironmentValues.dismiss")
    public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    @available(*, deprecated, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(dismissAction: dismiss, isPresented: isPresented))
    }
}
