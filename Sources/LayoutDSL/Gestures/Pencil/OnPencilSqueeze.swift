/// A squeeze of an Apple Pencil Pro (Apple's documentation of `PencilSqueezeGestureValue`):
/// where the pencil hovered, if it did.
public struct PencilSqueezeGestureValue: Hashable {
    public let hoverPose: PencilHoverPose?
}

/// The phases of a squeeze (Apple's documentation of `PencilSqueezeGesturePhase`).
@frozen public enum PencilSqueezeGesturePhase: Equatable {
    case active(PencilSqueezeGestureValue)
    case ended(PencilSqueezeGestureValue)
    case failed
}

nonisolated extension View {
    /// Called as the user squeezes an Apple Pencil Pro: never on an iPhone, which pairs with
    /// none, so the view is unchanged.
    public func onPencilSqueeze(perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void) -> some View { self }
}
