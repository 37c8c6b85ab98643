/// The style fields take when none is set: on iOS the plain style, text with no border
/// (SwiftUI's `DefaultTextFieldStyle` documentation: "the default text field style, based on
/// the text field's context"; outside a form it draws as `.plain`).
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        PlainTextFieldStyle()._body(configuration: configuration)
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
