/// How disclosure groups look, as SwiftUI's `DisclosureGroupStyle` (iOS 16).
@MainActor @preconcurrency public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension AnyStyle where Configuration == DisclosureGroupStyleConfiguration {
    init<S: DisclosureGroupStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

private struct DisclosureGroupStyleKey: EnvironmentKey { static let defaultValue = AnyStyle(AutomaticDisclosureGroupStyle()) }

extension EnvironmentValues {
    var disclosureGroupStyle: AnyStyle<DisclosureGroupStyleConfiguration> {
        get { self[DisclosureGroupStyleKey.self] } set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, AnyStyle(style))
    }
}
