/// A height a sheet rests at, as SwiftUI's `PresentationDetent`. Heights are measured from the
/// screen's bottom edge to the sheet's top edge.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case medium, large, fraction(CGFloat), height(CGFloat), custom(CustomDetentHeight) }
    let kind: Kind

    /// The full-height sheet: its top 10 pt below the top safe area in iOS 18, at it in iOS 26
    /// (`SheetMetrics.largeTopInset(_:)`).
    public static let large = PresentationDetent(kind: .large)
    /// Half the large detent: "medium is about half the fully expanded height" (Apple HIG, Sheets).
    public static let medium = PresentationDetent(kind: .medium)
    /// A fraction of the large detent's height, as UIKit's custom detents resolve against
    /// `maximumDetentValue` (the large height).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A height of content above the bottom safe area: UIKit's custom detents do not count
    /// the bottom safe-area inset (`UISheetPresentationController.Detent.custom`), so the sheet
    /// is `height` plus that inset tall.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height from the screen's bottom edge on a screen of this size and safe area,
    /// clamped between 0 and the large detent (bad fractions and heights never overflow).
    func sheetHeight(screen: CGSize, safeArea: EdgeInsets, design: SystemDesign) -> CGFloat {
        let large = max(screen.height - safeArea.top - SheetMetrics.largeTopInset(design), 0)
        let height: CGFloat
        switch kind {
        case .large: height = large
        case .medium: height = large / 2
        case .fraction(let fraction): height = fraction.isFinite ? large * fraction : large
        case .height(let value): height = value.isFinite ? value + safeArea.bottom : large
        case .custom(let custom):
            let value = custom.height(Context(maxDetentValue: large - safeArea.bottom, environment: EnvironmentValues()))
            height = value.map { $0.isFinite ? $0 + safeArea.bottom : large } ?? large
        }
        return min(max(height, 0), large)
    }
}

nonisolated extension View {
    /// The heights the sheet this view is the content of may rest at; it shows the first.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        transformPreference(PresentationOptionsKey.self) { options in
            options.detents = options.detents ?? PresentationDetent.ordered(detents)
        }
    }

    /// The heights the sheet may rest at; it shows the selected one (or the first when the
    /// selection is not among them).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let shown = detents.contains(selection.wrappedValue) ? selection.wrappedValue : nil
        return transformPreference(PresentationOptionsKey.self) { options in
            options.detents = options.detents ?? PresentationDetent.ordered(detents)
            options.selectedDetent = options.selectedDetent ?? shown
        }
    }
}

extension PresentationDetent {
    /// A `Set` has no order: the smallest detent is the first, as a sheet opens at its
    /// smallest detent when there is no selection (iOS 16+ sheets with `[.medium, .large]`
    /// open at medium).
    static func ordered(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
        let reference = CGSize(width: 393, height: 852), insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        return detents.sorted {
            $0.sheetHeight(screen: reference, safeArea: insets, design: .compatibility)
                < $1.sheetHeight(screen: reference, safeArea: insets, design: .compatibility)
        }
    }
}
