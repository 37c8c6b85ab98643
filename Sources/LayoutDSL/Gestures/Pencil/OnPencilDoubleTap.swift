/// A double tap on an Apple Pencil's side (Apple's documentation of `PencilDoubleTapGestureValue`):
/// where the pencil hovered, if it did.
public struct PencilDoubleTapGestureValue: Hashable {
    public let hoverPose: PencilHoverPose?
}

nonisolated extension View {
    /// Called when the user double-taps an Apple Pencil: never on an iPhone, which pairs with
    /// none, so the view is unchanged.
    public func onPencilDoubleTap(perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void) -> some View { self }
}
