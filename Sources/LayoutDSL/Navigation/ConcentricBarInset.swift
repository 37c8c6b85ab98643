/// iOS 26 makes a bar's glass items concentric with the rounded container the bar is in: in a
/// sheet, the navigation bar's 44 pt row moves in from the sheet's top edge and sides so that each
/// item's 22 pt corners share a centre with the sheet's corners, the inset being the sheet's corner
/// radius less 22. Measured on iOS 26 simulator screenshots (docs/reference/ios26-design.md,
/// "Sheets"): in a large sheet (38 pt corners) a close button's circle is centred 38.2 pt below the
/// sheet's top and 37.5 pt from its side, and the large title's baseline falls 16 pt lower than at
/// the top of a screen; in a floating medium sheet (37 pt corners) the items are centred 36.8 pt
/// from its top and sides.
enum ConcentricBarInset {
    /// How far the bar's row lies inside a container of `cornerRadius`, at its top and sides; nil
    /// where the corners are too small to be concentric with, and the bar keeps its usual margins.
    static func inset(containerCornerRadius cornerRadius: CGFloat?) -> CGFloat? {
        guard let cornerRadius else { return nil }
        let inset = cornerRadius - GlassBarItemMetrics.height / 2
        return inset > 0 ? inset : nil
    }
}

private struct BarContainerCornerRadiusKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The corner radius of the rounded container a navigation stack is presented in (a sheet in
    /// the Liquid Glass design), which its bar's items are concentric with (`ConcentricBarInset`).
    var barContainerCornerRadius: CGFloat? {
        get { self[BarContainerCornerRadiusKey.self] } set { self[BarContainerCornerRadiusKey.self] = newValue }
    }
}
