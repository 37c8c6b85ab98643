/// The effect that changes nothing: the placeholder for the view that `visualEffect(_:)` and
/// `scrollTransition` closures chain their effects on
/// (https://developer.apple.com/documentation/swiftui/emptyvisualeffect).
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _steps: [_VisualEffectStep] { [] }
}
