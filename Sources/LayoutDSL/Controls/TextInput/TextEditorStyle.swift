/// How text editors look (iOS 17's `TextEditorStyle`): `.automatic` and `.plain` are built in.
/// The configuration is opaque, as SwiftUI's: a style can only show the editor through a
/// built-in style's body, so a custom style's body replaces the editor.
@MainActor @preconcurrency public protocol TextEditorStyle {
    associatedtype Body: View
    typealias Configuration = TextEditorStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The editor a text editor style draws (SwiftUI's `TextEditorStyleConfiguration`, which has
/// no public members).
public struct TextEditorStyleConfiguration {
    let editor: AnyView
}

extension AnyStyle where Configuration == TextEditorStyleConfiguration {
    init<S: TextEditorStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct TextEditorStyleKey: EnvironmentKey {
    static let defaultValue = AnyStyle<TextEditorStyleConfiguration> { $0.editor }
}

extension EnvironmentValues {
    var textEditorStyle: AnyStyle<TextEditorStyleConfiguration> {
        get { self[TextEditorStyleKey.self] } set { self[TextEditorStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        environment(\.textEditorStyle, AnyStyle(style))
    }
}

/// The platform's editor: on iOS, UITextView's text on what is behind it (`TextEditor`).
@MainActor @preconcurrency public struct AutomaticTextEditorStyle: TextEditorStyle {
    @MainActor @preconcurrency public init() {}

    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> Body { Body(configuration: configuration) }

    @MainActor @preconcurrency public struct Body: View {
        let configuration: TextEditorStyleConfiguration
        public var body: some View { configuration.editor }
    }
}

/// An editor with no decoration (iOS 17's `.plain`). An iOS text editor has none to begin with,
/// so it looks as `.automatic` does there.
public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
    @MainActor @preconcurrency public func makeBody(configuration: Configuration) -> some View { configuration.editor }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    @MainActor @preconcurrency public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    @MainActor @preconcurrency public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}
