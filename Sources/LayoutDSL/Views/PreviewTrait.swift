/// A trait of a `#Preview`, as DeveloperToolsSupport names them: the canvas layout and the
/// device's orientation. `T` says what kind of preview it applies to (`Preview.ViewTraits`).
/// Main-actor isolated, as DeveloperToolsSupport declares it (`@MainActor struct PreviewTrait<T>`
/// in Apple's documentation of the iOS 18 to 27 SDKs): the traits packages add in extensions
/// (swift-dependencies' `.dependencies { … }`, which makes a `PreviewModifier`) run on the main
/// actor with it.
@MainActor public struct PreviewTrait<T>: Sendable {
    let layout: PreviewLayout?
    let orientation: InterfaceOrientation?
    /// `.modifier(_:)`'s wrapping of the preview's content.
    var modifier: AnyPreviewModifier? = nil
}

extension Preview {
    /// The kind of `#Preview` whose traits are view traits.
    public struct ViewTraits: Sendable {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's canvas, the default.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device, orientation: nil) }
    /// The view at its ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits, orientation: nil) }
    /// A canvas of this size, without safe area.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height), orientation: nil)
    }
    public static var portrait: PreviewTrait<T> { PreviewTrait(layout: nil, orientation: .portrait) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(layout: nil, orientation: .portraitUpsideDown) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(layout: nil, orientation: .landscapeLeft) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(layout: nil, orientation: .landscapeRight) }
}
