/// Whether presenting a search hides the toolbar above it (Apple's documentation of
/// `SearchPresentationToolbarBehavior`, iOS 17.1): `.automatic` lets the system hide the
/// navigation bar's title while searching, `.avoidHidingContent` keeps it.
public struct SearchPresentationToolbarBehavior: Sendable, Equatable {
    let keepsToolbar: Bool
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(keepsToolbar: false) }
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(keepsToolbar: true) }
}

nonisolated extension View {
    /// The behaviour applies while a search is presented; a rendered frame shows its search
    /// before the field is tapped (see `searchable(text:isPresented:placement:prompt:)`), with the
    /// toolbar in place either way, so the frame is unchanged.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }
}
