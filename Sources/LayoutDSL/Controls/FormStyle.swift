/// How forms look, as SwiftUI's `FormStyle`.
@MainActor @preconcurrency public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == FormStyleConfiguration {
    init<S: FormStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct FormStyleKey: EnvironmentKey { static let defaultValue = AnyStyle(GroupedFormStyle()) }

extension EnvironmentValues {
    var formStyle: AnyStyle<FormStyleConfiguration> {
        get { self[FormStyleKey.self] } set { self[FormStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func formStyle<S: FormStyle>(_ style: S) -> some View { environment(\.formStyle, AnyStyle(style)) }
}

/// `.automatic`: grouped on iOS.
nonisolated public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormStyle().makeBody(configuration: configuration) }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
