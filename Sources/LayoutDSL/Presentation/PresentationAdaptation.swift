/// How a presentation adapts where the size class is compact (SwiftUI's
/// `PresentationAdaptation`, iOS 16.4: https://developer.apple.com/documentation/swiftui/presentationadaptation):
/// on an iPhone a popover becomes a sheet unless its content asks to stay a popover (`.popover`,
/// or `.none`: no adaptation) or to cover the screen (`.fullScreenCover`).
public struct PresentationAdaptation: Sendable, Equatable {
    enum Kind: Equatable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    public static var automatic: PresentationAdaptation { PresentationAdaptation(kind: .automatic) }
    public static var none: PresentationAdaptation { PresentationAdaptation(kind: .none) }
    public static var popover: PresentationAdaptation { PresentationAdaptation(kind: .popover) }
    public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: .sheet) }
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(kind: .fullScreenCover) }
}

/// What a presentation's content asks of it in compact size classes, per axis.
struct CompactAdaptations: Equatable {
    var horizontal = PresentationAdaptation.automatic
    var vertical = PresentationAdaptation.automatic

    /// The adaptation for a screen of these size classes: a vertically compact one (an iPhone in
    /// landscape) takes the vertical one, a horizontally compact one (in portrait) the horizontal.
    func resolved(horizontal width: UserInterfaceSizeClass?, vertical height: UserInterfaceSizeClass?) -> PresentationAdaptation {
        if height == .compact, vertical != .automatic { return vertical }
        return width == .compact || width == nil ? horizontal : .none
    }
}

struct PresentationCompactAdaptationKey: PreferenceKey {
    static let defaultValue = CompactAdaptations()
    static func reduce(value: inout CompactAdaptations, nextValue: () -> CompactAdaptations) {
        let next = nextValue()
        if next != CompactAdaptations() { value = next }
    }
}

nonisolated extension View {
    /// How the presentation this view is the content of adapts in compact size classes.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        preference(key: PresentationCompactAdaptationKey.self, value: CompactAdaptations(horizontal: adaptation, vertical: adaptation))
    }

    /// The same for each axis: horizontally compact (an iPhone in portrait) and vertically
    /// compact (in landscape).
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        preference(key: PresentationCompactAdaptationKey.self, value: CompactAdaptations(horizontal: horizontal, vertical: vertical))
    }
}
