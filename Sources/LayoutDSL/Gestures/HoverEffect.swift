/// The pointer effect of iPadOS (SwiftUI's `HoverEffect`): a highlight or a lift when a
/// trackpad pointer is over the view. A touch screen has no pointer, so on iPhone the view
/// draws as it is.
public struct HoverEffect: Sendable {
    let rawValue: Int
    public static let automatic = HoverEffect(rawValue: 0)
    public static let highlight = HoverEffect(rawValue: 1)
    public static let lift = HoverEffect(rawValue: 2)
}

nonisolated extension View {
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    /// Turns hover effects off for the views inside (`EnvironmentValues.isHoverEffectEnabled`);
    /// `false` leaves what an ancestor said.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isHoverEffectEnabled) { if disabled { $0 = false } }
    }
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
    /// Called as a pointer enters and leaves the view: never, on a touch screen.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
