/// How labeled content looks, as SwiftUI's `LabeledContentStyle` (iOS 16).
@MainActor @preconcurrency public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == LabeledContentStyleConfiguration {
    init<S: LabeledContentStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct LabeledContentStyleKey: EnvironmentKey { static let defaultValue = AnyStyle(AutomaticLabeledContentStyle()) }

extension EnvironmentValues {
    var labeledContentStyle: AnyStyle<LabeledContentStyleConfiguration> {
        get { self[LabeledContentStyleKey.self] } set { self[LabeledContentStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, AnyStyle(style))
    }
}
