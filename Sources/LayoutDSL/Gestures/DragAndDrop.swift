nonisolated extension View {
    /// Accepted with SwiftUI's signature (iOS 16): the view can be dragged out as `payload`.
    /// Dragging between views is a long press and a move, which a rendered run does not play,
    /// so the view draws as it is.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View { self }

    /// Accepted with SwiftUI's signature (iOS 16): the view accepts dropped `T`s. Nothing is
    /// dropped in a rendered run, so `isTargeted` stays false and `action` never runs.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
}
