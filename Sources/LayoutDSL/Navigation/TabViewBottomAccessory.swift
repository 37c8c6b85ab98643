/// A tab view's bottom accessory as iOS 26 draws it on iPhone: the content, 48 pt tall, centred in a
/// capsule of regular glass that spans the tab view's width less 20 pt margins, 8 pt above the tab
/// bar (all estimates from screenshots of iOS 26; Apple publishes no metrics). The content reads
/// `.expanded` as its `tabViewBottomAccessoryPlacement`. Not drawn: the tab content's safe area is
/// not reduced by the accessory, so content scrolls under it, and the accessory never moves inline.
struct TabViewBottomAccessoryModifier<Accessory: View>: ViewModifier {
    let accessory: Accessory
    let isEnabled: Bool

    func body(content: Content) -> some View {
        content.overlay(alignment: .bottom) {
            if isEnabled {
                accessory
                    .environment(\.tabViewBottomAccessoryPlacement, .expanded)
                    .frame(maxWidth: .infinity)
                    .frame(height: 48)
                    .glassEffect(.regular, in: Capsule())
                    .padding(.horizontal, 20)
                    .padding(.bottom, TabBarMetrics.barHeight + 8)
            }
        }
    }
}

@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated extension View {
    /// Places `content` as the bottom accessory of the tab view, above its tab bar, as SwiftUI's
    /// `tabViewBottomAccessory(content:)` of iOS 26 (drawn as `TabViewBottomAccessoryModifier`).
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(TabViewBottomAccessoryModifier(accessory: content(), isEnabled: true))
    }

    /// The bottom accessory, shown only while `isEnabled` (iOS 26.1).
    @available(iOS 26.1, macOS 26.1, *)
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        modifier(TabViewBottomAccessoryModifier(accessory: content(), isEnabled: isEnabled))
    }
}
