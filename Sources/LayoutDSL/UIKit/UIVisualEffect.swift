/// The base of the effects a `UIVisualEffectView` shows: a blur or vibrancy
/// (https://developer.apple.com/documentation/uikit/uivisualeffect). Effect views are drawn as a
/// placeholder here (`UIViewRepresentable`); SwiftUI's `Material` draws the system blurs.
open class UIVisualEffect {
    public init() {}
}
