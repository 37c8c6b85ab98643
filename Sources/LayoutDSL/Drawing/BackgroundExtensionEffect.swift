/// The background extension effect (SwiftUI's `backgroundExtensionEffect()` of iOS 26, Apple's
/// documentation of the modifier): mirrored copies of the view fill the safe-area region next to
/// each of its edges that reaches the safe area (as under a sidebar, a bar or the status bar),
/// blurred, behind the view itself, which draws as it is.
///
/// The blur's radius, 20 pt, is an estimate from screenshots of the Landmarks sample (Apple
/// publishes none); near the screen's edges the blur thins out and the sharp copies under it show
/// through; the corner regions, where two edges' copies meet, show no copy mirrored twice.
struct BackgroundExtensionEffect<Content: View>: View {
    let content: Content

    var body: some View {
        content.background {
            GeometryReader { proxy in
                // Sharp copies under the blurred ones: where the blur thins out at the screen's
                // edges (nothing lies beyond them to blur in), the copies show through, so the
                // extension stays opaque.
                ZStack {
                    copies(in: proxy)
                    copies(in: proxy).blur(radius: 20)
                }
            }
            .ignoresSafeArea()
        }
    }

    /// The view and its mirror images in the safe area next to it, in the reader's frame.
    private func copies(in proxy: GeometryProxy) -> some View {
        let insets = proxy.safeAreaInsets
        let width = max(proxy.size.width - insets.leading - insets.trailing, 0)
        let height = max(proxy.size.height - insets.top - insets.bottom, 0)
        return ZStack(alignment: .topLeading) {
            // The view itself, under its copies, so the blur carries its colours across the seams.
            content.frame(width: width, height: height).offset(x: insets.leading, y: insets.top)
            if insets.top > 0 { mirror(x: false, width, height).offset(x: insets.leading, y: insets.top - height) }
            if insets.bottom > 0 { mirror(x: false, width, height).offset(x: insets.leading, y: insets.top + height) }
            if insets.leading > 0 { mirror(x: true, width, height).offset(x: insets.leading - width, y: insets.top) }
            if insets.trailing > 0 { mirror(x: true, width, height).offset(x: insets.leading + width, y: insets.top) }
        }
        .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        .clipped()
    }

    /// The view flipped across its vertical axis (`x`) or its horizontal one.
    private func mirror(x: Bool, _ width: CGFloat, _ height: CGFloat) -> some View {
        content.frame(width: width, height: height).scaleEffect(x: x ? -1 : 1, y: x ? 1 : -1)
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension View {
    /// Extends the view into the safe area around it with blurred mirrored copies of itself
    /// (`BackgroundExtensionEffect`), as SwiftUI's `backgroundExtensionEffect()` of iOS 26.
    @MainActor @preconcurrency
    public func backgroundExtensionEffect() -> some View {
        BackgroundExtensionEffect(content: self)
    }

    /// The background extension effect when `isEnabled`, else the view as it is (iOS 26.1).
    @available(iOS 26.1, macOS 26.1, tvOS 26.1, watchOS 26.1, visionOS 26.1, *)
    @MainActor @preconcurrency
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
        BackgroundExtensionEffectSwitch(content: self, isEnabled: isEnabled)
    }
}

/// `backgroundExtensionEffect(isEnabled:)`: the effect, or the view alone.
struct BackgroundExtensionEffectSwitch<Content: View>: View {
    let content: Content
    let isEnabled: Bool
    var body: some View {
        if isEnabled { BackgroundExtensionEffect(content: content) } else { content }
    }
}
