/// How text fields are drawn around the bare field, as SwiftUI's `TextFieldStyle`, whose only
/// requirement is the underscored `_body(configuration:)` (SwiftUI's interface: the
/// configuration is a `TextField<_TextFieldStyleLabel>` that draws the field alone).
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

extension AnyStyle where Configuration == TextField<_TextFieldStyleLabel> {
    init<S: TextFieldStyle>(_ style: S) { body = { AnyView(style._body(configuration: $0)) } }
}

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = AnyStyle(DefaultTextFieldStyle()) }

extension EnvironmentValues {
    var textFieldStyle: AnyStyle<TextField<_TextFieldStyleLabel>> {
        get { self[TextFieldStyleKey.self] } set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, AnyStyle(style))
    }
}
