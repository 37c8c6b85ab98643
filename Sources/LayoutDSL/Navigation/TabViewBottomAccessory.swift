/// A tab view's bottom accessory as iOS 26 draws it on iPhone: the content in a 48 pt capsule of
/// regular glass. Expanded (`TabBarLayout`), it spans the tab bar's width (21 pt margins over the
/// Liquid Glass bar, 20 pt over iOS 18's), 8 pt above the bar; inline, it sits in the minimized
/// bar between the tab's circle and the search tab's (`GlassMinimizedTabBar`). Measured on a
/// native SwiftUI demo at 402 x 874 pt (gunumdogdu/cupertino_native_better@d64eff5, within about
/// 1.3 pt, docs/reference/ios26-design.md): expanded about (21, 734, 360, 48) over the bar at
/// y 791, inline (88, 798, 226, 48). The 8 pt gap and the iOS 18 margins are estimates. The
/// content reads its placement as `tabViewBottomAccessoryPlacement`. Not drawn: the tab's safe
/// area is not reduced by the accessory, so content scrolls under it.
nonisolated struct BottomAccessoryCapsule: View {
    static let height: CGFloat = 48
    /// From the accessory's bottom to the expanded bar's top.
    static let gap: CGFloat = 8

    let content: AnyView
    let placement: TabViewBottomAccessoryPlacement

    var body: some View {
        content
            .environment(\.tabViewBottomAccessoryPlacement, placement)
            .frame(maxWidth: .infinity)
            .frame(height: Self.height)
            .glassEffect(.regular, in: Capsule())
    }
}

private struct TabViewBottomAccessoryKey: EnvironmentKey { static let defaultValue: AnyView? = nil }

extension EnvironmentValues {
    /// The accessory `tabViewBottomAccessory` gave the tab view inside, which its tab bar draws.
    var tabViewBottomAccessory: AnyView? {
        get { self[TabViewBottomAccessoryKey.self] } set { self[TabViewBottomAccessoryKey.self] = newValue }
    }
}

@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated extension View {
    /// Places `content` as the bottom accessory of the tab view, above its tab bar, or inline in it
    /// while the bar is minimized, as SwiftUI's `tabViewBottomAccessory(content:)` of iOS 26
    /// (`BottomAccessoryCapsule`). Outside a tab view it shows nothing.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, AnyView(content()))
    }

    /// The bottom accessory, shown only while `isEnabled` (iOS 26.1).
    @available(iOS 26.1, macOS 26.1, *)
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, isEnabled ? AnyView(content()) : nil)
    }
}
