/// The tint behind a presentation that dims its presenter: UIKit sets `tintAdjustmentMode` to
/// `.dimmed` on everything under the presenting view controller's view ("the tint color is
/// desaturated", Apple's documentation of `UIView.tintAdjustmentMode`), SwiftUI follows it, and
/// the presentation's own content keeps its colour. Alerts, confirmation dialogs, popovers and
/// sheets whose dimming view shows dim their presenter; menus and context menus do not.
///
/// The colour, as iOS 18.2's UIKitCore computes it (`-[UIView __tintColor]`, decompiled; see
/// docs/reference/ios-dimmed-tint.md): `UIColor(white: W, alpha: A × 0.8)` with `W, A` from
/// the undimmed tint's `getWhite(_:alpha:)`, a conversion to the extended grey space (the
/// colorimetry of Generic Gray Gamma 2.2), so the grey shows the tint's luminance: Y of the
/// linear sRGB channels with the D50-adapted weights 0.2225, 0.7169, 0.0606, encoded back to
/// sRGB. The tint of each colour scheme is dimmed in that scheme; what was grey stays grey.
extension Color.Resolved {
    var dimmedTint: Color.Resolved {
        let y = min(max(0.2225 * Double(linearRed) + 0.7169 * Double(linearGreen) + 0.0606 * Double(linearBlue), 0), 1)
        let white = Float(SRGBTransfer.encoded(y))
        return Color.Resolved(red: white, green: white, blue: white, opacity: opacity * 0.8)
    }
}

/// How many presentations deep a view is (0 on the screen, 1 in a sheet, 2 in an alert over
/// it), and below which depth the tint is dimmed: an alert over a sheet dims the sheet and the
/// screen under it, not itself.
private struct PresentationLevelKey: EnvironmentKey { static let defaultValue = 0 }
private struct TintDimmedBelowKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    var presentationLevel: Int {
        get { self[PresentationLevelKey.self] } set { self[PresentationLevelKey.self] = newValue }
    }
    /// Set by the host from `TintDimmingLevelKey`: views less deep than this are dimmed.
    var tintDimmedBelowLevel: Int {
        get { self[TintDimmedBelowKey.self] } set { self[TintDimmedBelowKey.self] = newValue }
    }
    /// Whether this view's tint is dimmed (UIKit's `tintAdjustmentMode == .dimmed`).
    var isTintDimmed: Bool { presentationLevel < tintDimmedBelowLevel }

}

extension Color {
    /// This colour as a tint: grey wherever a presentation dims the tint (resolved again in
    /// each environment it is drawn in, as the colour itself is).
    var tintAdjusted: Color {
        Color(provider: .style(ResolvingStyle(style: TintAdjusted(base: self)) { environment in
            let color = self.resolve(in: environment)
            return environment.isTintDimmed ? color.dimmedTint : color
        }))
    }
}

private struct TintAdjusted: Hashable, Sendable { let base: Color }

/// The deepest presentation shown that dims what is under it (its level), for the host.
struct TintDimmingLevelKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

/// A presentation's content: one level deeper than its presenter, and, when it dims its
/// presenter, reporting its level so the host dims the tint of everything less deep.
nonisolated struct PresentedContent<Content: View>: View {
    let dimsPresenter: Bool
    let content: Content
    @Environment(\.presentationLevel) private var level

    var body: some View {
        content
            .environment(\.presentationLevel, level + 1)
            // A presentation inside this one reports its deeper level: keep it.
            .transformPreference(TintDimmingLevelKey.self) { $0 = max($0, dimsPresenter ? level + 1 : 0) }
    }
}

nonisolated extension View {
    /// Marks the view as the content of a presentation (see `PresentedContent`).
    func presentedContent(dimsPresenter: Bool) -> some View {
        PresentedContent(dimsPresenter: dimsPresenter, content: self)
    }
}
