nonisolated extension View {
    /// Accepted with SwiftUI's signature (iOS 16): the view can be dragged out as `payload`.
    /// Dragging between views is a long press and a move, which a rendered run does not play,
    /// so the view draws as it is.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View { self }

    /// Accepted with SwiftUI's signature (iOS 16): the view accepts dropped `T`s. Nothing is
    /// dropped in a rendered run, so `isTargeted` stays false and `action` never runs. The iOS
    /// 26.2 SDK disfavours this form before the session form below, as here.
    @_disfavoredOverload
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }

    /// iOS 26's form: `action` gets the dropped `T`s with the drop's session; the view takes no
    /// drops when `isEnabled` is false. Nothing is dropped in a rendered run.
    public func dropDestination<T: Transferable>(for type: T.Type = T.self, isEnabled: Bool = true,
                                                 action: @escaping (_ items: [T], _ session: DropSession) -> Void) -> some View {
        self
    }

    /// The drop forms of iOS 13 (Apple's documentation of `onDrop(of:isTargeted:perform:)` and
    /// `onDrop(of:delegate:)`): the view accepts items of the given types, or of types conforming
    /// to them. Nothing is dropped in a rendered run, so `isTargeted` stays false, and neither
    /// `action` nor the delegate is called.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }

    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }

    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }

    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }

    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }

    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }

    /// The drag forms of iOS 13: the view can be dragged out as the provider `data` makes, which
    /// is asked for when a drag starts; no drag starts in a rendered run.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }

    /// The provider the view offers to the system's services (macOS); iOS uses it for nothing.
    public func itemProvider(_ action: Optional<() -> NSItemProvider?>) -> some View { self }
}
