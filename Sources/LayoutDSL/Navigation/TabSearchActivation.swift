/// How search activates in a tab view's search tab (SwiftUI's `TabSearchActivation` of iOS 26):
/// `.automatic`, when the user interacts with the search field, or `.searchTabSelection`, as soon
/// as the search tab is selected (Apple's documentation of both).
///
/// Recorded in the environment (`tabViewSearchActivation(_:)`): a still frame shows no focused
/// search field either way, as nothing is typed into it.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabSearchActivation: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, searchTabSelection }
    let kind: Kind

    public static var automatic: TabSearchActivation { TabSearchActivation(kind: .automatic) }
    public static var searchTabSelection: TabSearchActivation { TabSearchActivation(kind: .searchTabSelection) }
}

private struct TabSearchActivationKey: EnvironmentKey { static let defaultValue = TabSearchActivation.automatic }

extension EnvironmentValues {
    /// The search activation `tabViewSearchActivation(_:)` set.
    var tabSearchActivation: TabSearchActivation {
        get { self[TabSearchActivationKey.self] } set { self[TabSearchActivationKey.self] = newValue }
    }
}

@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated extension View {
    /// How search activates in the tab view's search tab, as SwiftUI's `tabViewSearchActivation(_:)`
    /// of iOS 26: recorded (see `TabSearchActivation`).
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
        environment(\.tabSearchActivation, activation)
    }
}
