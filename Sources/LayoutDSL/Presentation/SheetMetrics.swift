/// iOS 17's sheet on iPhone (UISheetPresentationController, page sheet).
enum SheetMetrics {
    /// The large detent's top edge lies 10 pt below the top safe area, so the scaled-back
    /// presenter shows 10 pt above it (measured on iOS 15–17 simulator screenshots; estimate).
    static let largeTopInset: CGFloat = 10
    /// The sheet's top corner radius (`preferredCornerRadius` nil: the system's 10 pt; estimate
    /// from screenshots, the HIG only says the top corners are rounded).
    static let cornerRadius: CGFloat = 10
    /// Behind a large sheet the presenter shrinks to this scale about its top edge, which moves
    /// to the top safe area, and rounds its corners like the sheet (estimate: 0.92 matches the
    /// ~16 pt side margins of the presenter on a 393 pt screen).
    static let presenterScale: CGFloat = 0.92
    /// The dimming view's black alpha over the presenter (UIKit's UIDimmingView draws
    /// `colorWithWhite:0 alpha:0.4`; estimate from the private class's default).
    static let dimmingOpacity: Double = 0.4
    /// The grabber: a 36 × 5 pt capsule whose top is 5 pt below the sheet's top (measured on
    /// screenshots; estimate), in a grey close to tertiary label.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    static let grabberColor = Color.tertiaryLabel
    /// Sheets draw on the elevated system background: white in light mode, #1C1C1E in dark
    /// (UIKit's `systemBackground` in the elevated trait collection, the values of
    /// secondarySystemGroupedBackground).
    static let background = Color.secondarySystemGroupedBackground

    // MARK: The Liquid Glass design (iOS 26 and 27)
    //
    // Measured on iPhone 17 Pro simulator screenshots of iOS 26 (402 x 874 pt at 3x,
    // docs/reference/ios26-design.md, "Sheets"): the presenter stays in place at every detent,
    // dimmed as behind an alert (its pixels times 0.80 in light mode, 0.51 in dark); a large sheet
    // reaches the top safe area with top corners of about 38 pt, opaque; a shorter one floats
    // 8 pt from the screen's sides and bottom, on glass, its corners about 37 pt.

    /// The large detent's top edge below the top safe area: 10 pt in iOS 18, none in iOS 26.
    static func largeTopInset(_ design: SystemDesign) -> CGFloat { design == .liquidGlass ? 0 : largeTopInset }
    /// The black over the presenter: iOS 18's 40 %, or iOS 26's dimming, the alert's.
    static func dimmingOpacity(_ design: SystemDesign, _ scheme: ColorScheme) -> Double {
        design == .liquidGlass ? GlassAlertMetrics.dimmingOpacity(scheme) : dimmingOpacity
    }
    static let glassLargeCornerRadius: CGFloat = 38
    /// A sheet shorter than the large detent: how far it floats from the screen's sides and
    /// bottom, and its corners.
    static let floatingInset: CGFloat = 8
    static let floatingCornerRadius: CGFloat = 37
    /// The floating sheet's glass read as one colour where no content covers it, as the alert's:
    /// (235, 235, 235) over the dimmed presenter in light mode, (42, 43, 42) in dark (measured where
    /// the presenter behind it was near white and near black); its rim is the alert's.
    static let floatingBackground = Color.system("glassSheetBackground", .rgb(235, 235, 235), .rgb(42, 43, 42))
}
